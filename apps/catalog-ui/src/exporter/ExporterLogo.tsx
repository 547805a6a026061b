import { Avatar } from '@ped/web-kit/ui';

/** The exporter's logo, or its initials on a brand-coloured square when it has none. */
export function ExporterLogo({
  companyName,
  logoUrl,
  size = 'lg',
}: {
  companyName: string;
  logoUrl: string | null;
  size?: 'lg' | 'xl' | '2xl';
}) {
  return (
    <Avatar.Root shape="rounded" size={size} colorPalette="brand" flexShrink={0}>
      <Avatar.Fallback name={companyName} />
      {logoUrl && <Avatar.Image src={logoUrl} alt={`${companyName} logo`} />}
    </Avatar.Root>
  );
}
