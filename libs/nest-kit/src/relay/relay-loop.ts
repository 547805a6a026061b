import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * The one send-and-retry loop of the relays that empty a table of the service into the world: the outbox to
 * JetStream, mail to SMTP, texts to the SMS gateway. `pass()` sends what is due (claiming rows with
 * `FOR UPDATE SKIP LOCKED`, so instances share the work) and says how many it sent; a full batch runs the next
 * pass at once, anything less sleeps `idleMs` or until woken (`wakeUpSoon` after a row is written). A wake that
 * comes during a pass skips the next sleep. A failed row is the subclass's to reschedule with `retryDelayMs`;
 * a failed pass is logged and retried after the sleep. The loop runs from bootstrap to shutdown.
 */
export abstract class RelayLoop implements OnApplicationBootstrap, BeforeApplicationShutdown {
  /** Rows per pass; a pass that sent this many is followed by another at once. */
  protected abstract readonly batchSize: number;
  protected abstract readonly idleMs: number;
  /** How the log names the relay: "mail relay failed; retrying". */
  protected abstract readonly relayName: string;
  protected abstract readonly logger: Logger;

  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  private wakeRequested = false;

  /** Sends what is due now; returns how many rows were sent. */
  protected abstract pass(): Promise<number>;

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.running = false;
    this.requestWake();
    await this.loop;
  }

  /** How soon after `wakeUpSoon` the loop looks (the writing transaction commits meanwhile). */
  protected readonly wakeDelayMs: number = 20;

  /** Called after a row is written: send it without waiting for the next poll (once committed). */
  wakeUpSoon(): void {
    setTimeout(() => this.requestWake(), this.wakeDelayMs).unref();
  }

  protected get isRunning(): boolean {
    return this.running;
  }

  protected requestWake(): void {
    this.wakeRequested = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let sent = 0;
      // This pass reads whatever was committed before it starts: wakes from before it are spent.
      this.wakeRequested = false;
      try {
        sent = await this.pass();
      } catch (error) {
        this.logger.error({ err: error }, `${this.relayName} failed; retrying`);
      }
      if (sent < this.batchSize) await this.sleep(this.idleMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakeRequested) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
