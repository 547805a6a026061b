import { responsivenessText } from './responsivenessText';

describe('responsivenessText', () => {
  it('says nothing without figures, and rounds the median up to hours, then days', () => {
    expect(responsivenessText(null, null)).toBeNull();
    expect(responsivenessText(null, 30)).toBeNull();
    expect(responsivenessText(91.67, null)).toBe('92% response rate');
    expect(responsivenessText(100, 12)).toBe('Responds within 1 h · 100% response rate');
    expect(responsivenessText(80, 61)).toBe('Responds within 2 h · 80% response rate');
    expect(responsivenessText(80, 24 * 60)).toBe('Responds within 24 h · 80% response rate');
    expect(responsivenessText(40, 24 * 60 + 1)).toBe('Responds within 2 days · 40% response rate');
  });
});
