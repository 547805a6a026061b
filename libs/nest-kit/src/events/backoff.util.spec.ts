import { retryDelayMs } from './backoff.util.js';

describe('retryDelayMs', () => {
  it('doubles from half a second', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000]);
  });

  it('never waits more than 30 seconds', () => {
    expect(retryDelayMs(50)).toBe(30_000);
  });
});
