import type { Logger } from 'pino';

/** Where the relay hands a text: the HTTP SMS gateway, or the service log in development. */
export interface SmsTransport {
  readonly name: 'http' | 'log';
  /** Resolves once the text is accepted; rejects with `SmsSendError` otherwise. */
  send(sms: { key: string; to: string; text: string }): Promise<void>;
}

/** A refusal; `permanent` when trying the same text again cannot help (the gateway's 4xx). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export const SMS_TRANSPORT = Symbol('SMS_TRANSPORT');

const TIMEOUT_MS = 10_000;

/**
 * Posts `{ to, text }` as JSON to the gateway (`Authorization: Bearer <token>` when a token is set, and the
 * text's key as `Idempotency-Key`, so a gateway that honours it never sends a retried text twice). A 2xx
 * answer is accepted; 408, 429 and 5xx or no answer are retried; any other 4xx refuses the text for good.
 */
export class HttpSmsTransport implements SmsTransport {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(sms: { key: string; to: string; text: string }): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': sms.key,
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError(`SMS gateway unreachable: ${(error as Error).message}`, false);
    }
    await res.body?.cancel();
    if (res.ok) return;
    const retry = res.status === 408 || res.status === 429 || res.status >= 500;
    throw new SmsSendError(`SMS gateway answered ${res.status}`, !retry);
  }
}

/** Development without a gateway: the text goes to the service log, where the developer reads the code. */
export class LogSmsTransport implements SmsTransport {
  readonly name = 'log';

  constructor(private readonly logger: Logger) {}

  send(sms: { key: string; to: string; text: string }): Promise<void> {
    this.logger.info({ sms: sms.key, to: sms.to, text: sms.text }, 'SMS (log transport: not sent)');
    return Promise.resolve();
  }
}
