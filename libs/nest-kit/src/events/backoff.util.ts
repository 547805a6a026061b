import { backoffMs } from '@ped/contracts';

/** The relays' and consumers' retries: 0.5 s, 1 s, 2 s … at most 30 s. */
export const retryDelayMs = (attempt: number): number => backoffMs(attempt, 500, 30_000);
