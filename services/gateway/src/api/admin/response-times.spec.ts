import type { HttpAdapterHost } from '@nestjs/core';
import { ResponseTimes } from './response-times.js';

describe('ResponseTimes.medianMs', () => {
  const now = 1_000_000_000;
  const times = () => new ResponseTimes({} as HttpAdapterHost);

  it('is the middle duration, or the mean of the two middle ones, to a tenth of a millisecond', () => {
    const odd = times();
    for (const ms of [30, 10, 20]) odd.record(ms, now);
    expect(odd.medianMs(now)).toBe(20);
    const even = times();
    for (const ms of [4, 1.11, 3, 2]) even.record(ms, now);
    expect(even.medianMs(now)).toBe(2.5);
  });

  it('leaves out what is older than five minutes, and is 0 with nothing recent', () => {
    const window = times();
    window.record(500, now - 5 * 60_000 - 1);
    window.record(7, now);
    expect(window.medianMs(now)).toBe(7);
    expect(times().medianMs(now)).toBe(0);
    expect(window.medianMs(now + 10 * 60_000)).toBe(0);
  });
});
