import { withScheme } from '@ped/contracts/options';
import { Card, DataList, Heading, HStack, Link, Stack, Text } from '@ped/web-kit/ui';
import type { ExporterDto } from '@ped/contracts/catalog';
import type { ReactNode } from 'react';
import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from '@ped/web-kit/icons';
import { formatYears, WEBSITE_REL, yearsInBusiness } from './yearsInBusiness';

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack gap="3" align="start">
      {icon}
      <Stack gap="0" minW="0">
        <Text textStyle="xs" color="fg.muted">
          {label}
        </Text>
        <Text textStyle="sm" wordBreak="break-word">
          {children}
        </Text>
      </Stack>
    </HStack>
  );
}

/** Contact information and Quick Facts beside the tabs. */
export function ProfileSidebar({ exporter }: { exporter: ExporterDto }) {
  const years = yearsInBusiness(exporter.establishedYear);
  const location = [exporter.city, exporter.country].filter(Boolean).join(', ');
  const iconProps = { boxSize: '4', color: 'brand.fg', mt: '1', 'aria-hidden': true } as const;
  const facts: [string, string][] = [
    ['Status', exporter.isVerified ? 'Verified' : 'Pending'],
    ['Years Active', years === null ? 'Not specified' : formatYears(years)],
    ['Team Size', exporter.employeeCount ?? 'Not specified'],
    ['Products', String(exporter.productCount)],
  ];

  return (
    <Stack as="aside" gap="5" aria-label="Contact information and quick facts">
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            Contact Information
          </Heading>
          <ContactLine icon={<MailIcon {...iconProps} />} label="Email">
            <Link href={`mailto:${exporter.email}`} colorPalette="brand">
              {exporter.email}
            </Link>
          </ContactLine>
          <ContactLine icon={<PhoneIcon {...iconProps} />} label="Phone">
            {exporter.phone ? (
              <Link href={`tel:${exporter.phone.replaceAll(' ', '')}`}>{exporter.phone}</Link>
            ) : (
              'Not specified'
            )}
          </ContactLine>
          <ContactLine icon={<GlobeIcon {...iconProps} />} label="Website">
            {exporter.website ? (
              <Link href={withScheme(exporter.website)} target="_blank" rel={WEBSITE_REL}>
                {exporter.website}
              </Link>
            ) : (
              'Not specified'
            )}
          </ContactLine>
          <ContactLine icon={<MapPinIcon {...iconProps} />} label="Location">
            {location || 'Not specified'}
          </ContactLine>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            Quick Facts
          </Heading>
          <DataList.Root orientation="horizontal" size="sm">
            {facts.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue justifyContent="end">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
