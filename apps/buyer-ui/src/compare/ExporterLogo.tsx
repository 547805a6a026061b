import { mediaSrcSet } from '@ped/contracts/options';
import { Center, Image } from '@ped/web-kit/ui';
import { useState } from 'react';

/** "Chenab Leather Garments" → "CG": the first and last words' initials, as catalog-ui's logos show them. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return (words[0]?.charAt(0) ?? '') + (words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '');
}

/** An exporter's logo, or its initials on a brand-coloured square when it has none or it cannot be loaded. */
export function ExporterLogo({
  companyName,
  logoUrl,
  boxSize = '12',
}: {
  companyName: string;
  logoUrl: string | null;
  boxSize?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Center
      boxSize={boxSize}
      position="relative"
      flexShrink={0}
      borderRadius="l3"
      bg="brand.muted"
      color="brand.fg"
      fontWeight="medium"
      textTransform="uppercase"
      userSelect="none"
      aria-hidden={logoUrl && !failed ? undefined : true}
    >
      {initials(companyName)}
      {logoUrl && !failed && (
        <Image
          src={logoUrl}
          // A stored logo's widths (96/192 px): the box is at most 48 px, so 1x–4x screens find theirs.
          srcSet={mediaSrcSet(logoUrl)}
          sizes="48px"
          loading="lazy"
          decoding="async"
          alt={`${companyName} logo`}
          position="absolute"
          inset="0"
          boxSize="full"
          objectFit="cover"
          bg="bg"
          borderRadius="l3"
          onError={() => setFailed(true)}
        />
      )}
    </Center>
  );
}
