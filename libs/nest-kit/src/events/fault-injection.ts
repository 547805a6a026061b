import { existsSync, writeFileSync } from 'node:fs';

/**
 * The resilience tests' one fault point in the code (NODE_ENV=test only): with
 * FAULT_KILL_BEFORE_ACK=<service>:<consumer> and FAULT_MARKER=<file>, the first process whose consumer
 * committed an event's effect once `<FAULT_MARKER>.armed` exists creates the marker and kills itself before
 * the ack, as a crash at the worst moment would. The marker makes it happen once across restarts.
 */
export function killIfFaultInjected(service: string, consumer: string): void {
  const { NODE_ENV, FAULT_KILL_BEFORE_ACK, FAULT_MARKER } = process.env;
  if (NODE_ENV !== 'test' || !FAULT_MARKER || FAULT_KILL_BEFORE_ACK !== `${service}:${consumer}`) return;
  if (!existsSync(`${FAULT_MARKER}.armed`)) return;
  try {
    writeFileSync(FAULT_MARKER, String(process.pid), { flag: 'wx' });
  } catch {
    return; // fired already
  }
  process.kill(process.pid, 'SIGKILL');
}
