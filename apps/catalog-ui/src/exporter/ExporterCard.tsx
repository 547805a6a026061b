import { Badge, Button, Card, chakra, Heading, HStack, Stack, Text, Wrap, RouterLink } from '@ped/web-kit/ui';
import type { ExporterListItemDto } from '@ped/contracts/catalog';
import { MapPinIcon } from '@ped/web-kit/icons';
import type { ReactNode } from 'react';
import type { ComparePick } from '../browse/useComparePicks';
import { SaveToggle } from '../saved/SaveToggle';
import { ExporterBadges } from './ExporterBadges';
import { ExporterLogo } from './ExporterLogo';
import { Responsiveness } from './Responsiveness';
import { formatYears, yearsInBusiness } from './yearsInBusiness';

const MAX_CERTIFICATIONS = 3;

interface Props {
  exporter: ExporterListItemDto;
  onContact: (exporter: ExporterListItemDto) => void;
  /** A paid placement: says "Sponsored" at its top. */
  sponsored?: boolean;
  /** More about the exporter in this list (the products a search matched), below its description. */
  children?: ReactNode;
  /** Search results: a Compare box picks the exporter for the comparison. */
  compare?: ComparePick;
}

/** A native checkbox (as the list filters'): Chakra's would bring the overlays' chunk to the list's first load. */
function CompareBox({ compare, companyName }: { compare: ComparePick; companyName: string }) {
  return (
    <HStack as="label" gap="1.5" cursor="pointer" textStyle="sm" flexBasis="full">
      <chakra.input
        type="checkbox"
        checked={compare.picked}
        disabled={!compare.picked && !compare.canPick}
        onChange={(event) => compare.onChange(event.target.checked)}
        aria-label={`Compare ${companyName}`}
        boxSize="4"
        margin="0"
        accentColor="brand.solid"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      />
      Compare
    </HStack>
  );
}

/**
 * One exporter in a list: logo, name, place, a buyer's Save toggle, Verified, description, years, response figures
 * (once it has enough inquiries), certifications and actions. The plan
 * is not shown: a list is ranked by merit, and paid placement is labelled "Sponsored" instead.
 */
export function ExporterCard({ exporter, onContact, sponsored = false, children, compare }: Props) {
  const years = yearsInBusiness(exporter.establishedYear);
  const place = [exporter.city, exporter.country].filter(Boolean).join(', ');
  const extraCertifications = exporter.certifications.length - MAX_CERTIFICATIONS;
  const headingId = `exporter-${exporter.id}-name`;

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      data-testid="exporter-card"
      variant="outline"
      h="full"
    >
      <Card.Body gap="3">
        {sponsored && (
          <Text
            textStyle="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wide"
            color="fg.muted"
          >
            Sponsored
          </Text>
        )}
        <HStack align="start" gap="3">
          <ExporterLogo companyName={exporter.companyName} logoUrl={exporter.logoUrl} />
          <Stack gap="1" minW="0" flex="1">
            <Heading id={headingId} as="h3" size="md" lineClamp={2}>
              {exporter.companyName}
            </Heading>
            {place && (
              <HStack gap="1" color="fg.muted" textStyle="sm">
                <MapPinIcon boxSize="3.5" aria-hidden />
                <Text>{place}</Text>
              </HStack>
            )}
          </Stack>
          <SaveToggle exporter={exporter} />
        </HStack>
        <ExporterBadges isVerified={exporter.isVerified} />
        <Text color="fg.muted" textStyle="sm" lineClamp={3}>
          {exporter.description ?? 'No description provided yet.'}
        </Text>
        {years !== null && <Text textStyle="sm">{formatYears(years)} in business</Text>}
        <Responsiveness
          responseRate={exporter.responseRate}
          medianResponseMinutes={exporter.medianResponseMinutes}
        />
        {exporter.certifications.length > 0 && (
          <Wrap gap="1.5" aria-label="Certifications">
            {exporter.certifications.slice(0, MAX_CERTIFICATIONS).map((certification) => (
              <Badge key={certification} variant="outline" colorPalette="gray">
                {certification}
              </Badge>
            ))}
            {extraCertifications > 0 && (
              <Badge variant="outline" colorPalette="gray">
                +{extraCertifications} more
              </Badge>
            )}
          </Wrap>
        )}
        {children}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {compare && <CompareBox compare={compare} companyName={exporter.companyName} />}
        <Button asChild colorPalette="brand" size="sm" flex="1">
          <RouterLink to={`/exporters/${exporter.id}`} aria-label={`View Profile of ${exporter.companyName}`}>
            View Profile
          </RouterLink>
        </Button>
        <Button
          variant="outline"
          colorPalette="brand"
          size="sm"
          flex="1"
          onClick={() => onContact(exporter)}
          aria-label={`Contact ${exporter.companyName}`}
        >
          Contact
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
