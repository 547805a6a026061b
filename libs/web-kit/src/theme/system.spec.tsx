import { getSystem } from './system';

describe('the design system', () => {
  it('is built once', () => {
    expect(getSystem()).toBe(getSystem());
  });

  it('keeps the palettes the screens use and leaves out the others', () => {
    const vars = getSystem().getTokenCss();
    const css = JSON.stringify(vars);
    for (const palette of ['brand', 'gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'])
      expect(css).toContain(`--chakra-colors-${palette}-`);
    for (const palette of ['teal', 'cyan', 'pink']) expect(css).not.toContain(`--chakra-colors-${palette}-`);
  });
});
