// The report's targets and the formatting its sections share (report.mjs, report-messaging.mjs,
// report-admin.mjs).

export const TARGETS = {
  coldRatio: 0.4,
  warmRatio: 1.0,
  p99Ms: 100,
  p50Growth: 2,
  firstLoadGzipBytes: 198 * 1000,
  adminFirstLoadGzipBytes: 350 * 1000,
  lcpMs: 2500,
  cls: 0.1,
  liveP99Ms: 250,
};

export const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
export const ms = (n) => {
  if (!Number.isFinite(n)) return '–';
  return n < 1 ? n.toFixed(2) : n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US');
};
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const ratio = (a, b) => (a && b ? a.rps / b.rps : NaN);
export const x = (n) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : '–');
export const status = (ok) => (ok === null ? 'n/a' : ok ? '**met**' : '**missed**');
export const failed = (r) => (r ? r.non2xx + r.errors + r.timeouts : 0);
export const cell = (r) =>
  r
    ? `${int(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)}${failed(r) ? ` ⚠ ${int(failed(r))} failed` : ''}`
    : 'n/a | | ';
