import { MAX_LIST_ENTRIES, uniqueEntries } from './limits.js';

describe('uniqueEntries', () => {
  it('keeps each entry once, in first-seen order', () => {
    expect(uniqueEntries({ value: ['b', 'a', 'b', 'c', 'a'] })).toEqual(['b', 'a', 'c']);
  });

  it('leaves a list over MAX_LIST_ENTRIES as sent, for ArrayMaxSize to refuse', () => {
    const long = Array.from({ length: MAX_LIST_ENTRIES + 1 }, () => 'x');
    expect(uniqueEntries({ value: long })).toBe(long);
  });

  it('leaves anything but a list alone, for IsArray to refuse', () => {
    expect(uniqueEntries({ value: 'a' })).toBe('a');
    expect(uniqueEntries({ value: undefined })).toBeUndefined();
  });
});
