// Makes the `_global` styles of a Chakra system (preflight, global CSS and every token's CSS variable) computed on
// first read instead of inside `createSystem`. They are most of a system's start-up (~70 ms on a throttled phone),
// and a page rendered on the server already carries them (its `css-global` style tag), so hydrating it never reads
// them (web-kit's AppProviders, `globalStylesInPage`). Checked against the exact source: when Chakra changes it, the
// build fails here rather than silently keeping the eager version.
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const EXPORTED = '    _global,\n';

module.exports = function chakraLazyGlobal(source) {
  if (!source.includes(EAGER) || !source.includes(EXPORTED)) {
    throw new Error(
      `${this.resourcePath}: Chakra's createSystem changed; update tools/rspack/chakra-lazy-global-loader.cjs`,
    );
  }
  return source
    .replace(EAGER, 'let _globalStyles;')
    .replace(
      EXPORTED,
      '    get _global() {\n      return (_globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
};
