// SVG fills take colours, not the theme's CSS variables: the brand greens first, then distinct hues.
export const BRAND_LINE = '#01803f';
export const BRAND_BAR = '#2f9e62';
export const PIE_COLORS = [
  '#01803f',
  '#2f9e62',
  '#9fd5b6',
  '#d4a017',
  '#3b6fb6',
  '#b5485d',
  '#7a5cc4',
  '#6b7280',
] as const;
