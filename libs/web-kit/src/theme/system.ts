import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dataListSlotRecipe,
  fieldSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes no screen uses. Every palette is ~27 CSS variables in every page's `<head>`, and building
 * them is much of the system's start-up (`getSystem`), so these are left out. A palette named in a `colorPalette`
 * must not be listed here (it would render uncoloured).
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink']);

/** `colors` of Chakra's tokens or semantic tokens without the unused palettes. */
function withoutUnusedPalettes<T extends { colors?: object }>(group: T): T {
  const colors = Object.fromEntries(
    Object.entries(group.colors ?? {}).filter(([palette]) => !UNUSED_PALETTES.has(palette)),
  );
  return { ...group, colors };
}

/**
 * Chakra's default theme, but with only the recipes of the components `../ui.ts` exports (all of them are ~30 KB
 * gzipped). A component whose recipe is missing renders unstyled: give a component added to `ui.ts` its recipe
 * here (its `key` in `@chakra-ui/react/dist/esm/components/<name>/`; recipes of the parts it renders too). The
 * lazily loaded `../ui-overlays.ts` and `../ui-lazy.ts` give their components their recipes themselves, keeping
 * them off the first load; `checkmark` stays here because Checkbox's indicator looks it up by key, and `input`,
 * `nativeSelect` and `field` because the first paint draws plain elements with them (catalog-ui's `PlainFields`;
 * ui-lazy's Input, NativeSelect and Field read them from here too).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: withoutUnusedPalettes(tokens),
    semanticTokens: withoutUnusedPalettes(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
    },
  },
});

/** The site's design system: Chakra's defaults plus the brand green of the Pakistani flag. */
const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f5ee' },
          100: { value: '#c5e6d3' },
          200: { value: '#9fd5b6' },
          300: { value: '#74c396' },
          400: { value: '#4fb47d' },
          500: { value: '#1f9a5b' },
          600: { value: '#01803f' },
          700: { value: '#016a34' },
          800: { value: '#01542a' },
          900: { value: '#003d1e' },
          950: { value: '#002914' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
  },
});

/**
 * Chakra's defaults where they miss WCAG 2.1 AA on white (`bg`, `bg.panel`) and light grey (`bg.subtle`):
 * text 4.5:1, focus rings 3:1. The dark values stay Chakra's.
 */
const accessibleContrast = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        // Field errors and other error text: red.500 is 3.76:1 on white, red.600 4.83:1 (4.63:1 on bg.subtle).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        // The default palette's ring (links, ghost and outline buttons, inputs): gray.400 is 2.56:1, gray.600 7.7:1.
        gray: { focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
        // White on solid green (the Verified badge): green.600 is 3.29:1, green.700 6.8:1; its ring (green.500, 2.3:1) too.
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } },
          focusRing: { value: { _light: '{colors.green.700}', _dark: '{colors.green.500}' } },
        },
      },
    },
  },
  globalCss: {
    // Chakra draws a focused input's, textarea's or select's ring inside at 1 px: 2 px to be seen.
    'input, textarea, select': { '--focus-ring-width': '2px' },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The site's design system, built on first use rather than when this module is evaluated: building it is the larger
 * part of Chakra's start-up (~100 ms on a throttled phone), and the browser's bootstrap builds it in a task of its
 * own, apart from the evaluation of Chakra's modules.
 */
export function getSystem() {
  system ??= createSystem(defaultBaseConfig, chakraTheme, brand, accessibleContrast);
  return system;
}
