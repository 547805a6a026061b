import { Link, RouterLink } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';

/** A link inside running text: a page of the site, or a `mailto:` address. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  if (to.startsWith('mailto:')) {
    return (
      <Link href={to} colorPalette="brand" color="brand.fg">
        {children}
      </Link>
    );
  }
  return (
    <Link asChild colorPalette="brand" color="brand.fg">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
