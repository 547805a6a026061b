// Each process's GET /metrics, read at the end of the large run: what an operator's Prometheus would have seen.

/** Sum of the samples of `name` (optionally only those whose labels contain `match`). */
function sum(text, name, match = '') {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (match && !line.includes(match)) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

const max = (text, name) =>
  Math.max(
    0,
    ...text
      .split('\n')
      .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
      .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1))),
  );

/** `ports`: process name → its metrics port. Resolves with one row of figures per process. */
export async function scrapeMetrics(ports) {
  const rows = [];
  for (const [name, port] of Object.entries(ports)) {
    const text = await fetch(`http://127.0.0.1:${port}/metrics`)
      .then((response) => response.text())
      .catch((error) => `# unreadable: ${error}`);
    const declared = new Set([...text.matchAll(/^# TYPE (ped_\S+) /gm)].map((m) => m[1]));
    rows.push({
      name,
      declared: declared.size,
      series: text.split('\n').filter((line) => line.startsWith('ped_')).length,
      httpRequests: sum(text, 'ped_http_request_duration_seconds_count'),
      http5xx: sum(text, 'ped_http_request_duration_seconds_count', 'status_class="5xx"'),
      rpcClient: sum(text, 'ped_rpc_client_duration_seconds_count'),
      rpcServer: sum(text, 'ped_rpc_server_duration_seconds_count'),
      outboxPending: sum(text, 'ped_outbox_pending_events'),
      consumerPendingMax: max(text, 'ped_event_consumer_pending'),
      poolWaitingMax: max(text, 'ped_db_pool_connections{state="waiting"'),
      eventLoopP99Ms: Math.round(max(text, 'nodejs_eventloop_lag_p99_seconds') * 1000),
    });
  }
  return rows;
}
