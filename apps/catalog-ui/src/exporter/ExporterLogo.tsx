import { mediaSrcSet } from '@ped/contracts/options';
import { Center, Image } from '@ped/web-kit/ui';
import { useState } from 'react';

// Drawn like Chakra's rounded, subtle Avatar of these sizes, without its state machine: a logo is on every
// exporter card of the home page's first paint, and Avatar would bring zag's machinery into the first load.
const SIZES = {
  lg: { boxSize: '11', fontSize: 'md' },
  xl: { boxSize: '12', fontSize: 'lg' },
  '2xl': { boxSize: '16', fontSize: 'xl' },
} as const;
/** The same sizes in CSS pixels: the box the logo is drawn in (its space is reserved before it loads). */
const PIXELS = { lg: 44, xl: 48, '2xl': 64 } as const;

/** "Chenab Leather Garments" → "CG", "Rice" → "R": the first and last words' initials, as Avatar's fallback. */
function initials(name: string): string {
  const words = name.trim().split(' ');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return first.charAt(0) + last.charAt(0);
}

/**
 * The exporter's logo, or its initials on a brand-coloured square when it has none or it cannot be loaded.
 * Lists' logos load lazily (most are below the fold); `eager` for the one a page opens with (the profile's).
 */
export function ExporterLogo({
  companyName,
  logoUrl,
  size = 'lg',
  eager = size === '2xl',
}: {
  companyName: string;
  logoUrl: string | null;
  size?: keyof typeof SIZES;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Center
      {...SIZES[size]}
      position="relative"
      flexShrink={0}
      borderRadius="l3"
      bg="brand.muted"
      color="brand.fg"
      fontWeight="medium"
      lineHeight="1"
      textTransform="uppercase"
      userSelect="none"
    >
      {initials(companyName)}
      {logoUrl && !failed && (
        <Image
          src={logoUrl}
          srcSet={mediaSrcSet(logoUrl)}
          sizes={`${PIXELS[size]}px`}
          htmlWidth={PIXELS[size]}
          htmlHeight={PIXELS[size]}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          alt={`${companyName} logo`}
          position="absolute"
          inset="0"
          boxSize="full"
          objectFit="cover"
          // A stored logo is fitted into its square with clear corners: they show the page, not the initials.
          bg="bg"
          borderRadius="l3"
          onError={() => setFailed(true)}
        />
      )}
    </Center>
  );
}
