/** Stops the system the global setup started and drops its database, streams and keys. */
export default async function globalTeardown() {
  const running = globalThis.e2eSystem;
  if (!running) return;
  await running.system.stop();
  running.stopMail?.();
  await running.stopSms?.();
  await running.testEnv.dispose();
  await running.stopInfrastructure();
}
