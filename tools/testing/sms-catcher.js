import { createServer } from 'node:http';

/**
 * A stand-in for the HTTP SMS gateway (the catalog's SMS_HTTP_URL): it keeps every text posted to it
 * (`POST /` with `{ to, text }`) and lists them at `GET /messages`, so tests read the codes sent. `failNext(n)`
 * answers the next n posts 503, as a gateway that is down, to see the relay retry.
 *
 * @returns {Promise<{
 *   url: string,
 *   messages: { to: string, text: string, authorization: string | null, idempotencyKey: string | null }[],
 *   failNext(count: number): void,
 *   refused(): number,
 *   stop(): Promise<void>,
 * }>}
 */
export async function startSmsCatcher() {
  const messages = [];
  let failing = 0;
  let refused = 0;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (failing > 0) {
        failing -= 1;
        refused += 1;
        res.writeHead(503).end();
        return;
      }
      let parsed;
      try {
        parsed = JSON.parse(body);
      } catch {
        res.writeHead(400).end();
        return;
      }
      messages.push({
        to: parsed.to,
        text: parsed.text,
        authorization: req.headers.authorization ?? null,
        idempotencyKey: req.headers['idempotency-key'] ?? null,
      });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    messages,
    failNext(count) {
      failing = count;
    },
    refused: () => refused,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
