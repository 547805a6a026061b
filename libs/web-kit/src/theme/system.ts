import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The site's design system: Chakra's defaults plus the brand green of the Pakistani flag. */
const config = defineConfig({
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

export const system = createSystem(defaultConfig, config);
