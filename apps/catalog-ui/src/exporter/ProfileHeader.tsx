import { withScheme } from '@ped/contracts/options';
import { Badge, Box, Button, Container, Heading, HStack, Stack, Text, Wrap } from '@ped/web-kit/ui';
import type { ExporterDto } from '@ped/contracts/catalog';
import { GlobeIcon, MapPinIcon } from '@ped/web-kit/icons';
import { SaveToggle } from '../saved/SaveToggle';
import { CERTIFICATION_CLAIM } from './certificationClaim';
import { ExporterBadges } from './ExporterBadges';
import { ExporterLogo } from './ExporterLogo';
import { Responsiveness } from './Responsiveness';
import { VerifiedChecks } from './VerifiedChecks';
import { WEBSITE_REL } from './yearsInBusiness';

/**
 * Logo, name, badges and the verification checks passed, place, established year, team size, response figures
 * (when there are enough inquiries), claimed certifications and actions. The description is the Overview tab's
 * (shown once).
 */
export function ProfileHeader({ exporter, onContact }: { exporter: ExporterDto; onContact: () => void }) {
  const place = [exporter.city, exporter.country].filter(Boolean).join(', ');
  const facts = [
    exporter.establishedYear !== null && `Established ${exporter.establishedYear}`,
    exporter.employeeCount && `${exporter.employeeCount} employees`,
  ].filter(Boolean);

  return (
    <Box as="section" aria-labelledby="exporter-name" borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="7xl" py={{ base: '6', md: '10' }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'start' }}>
          <ExporterLogo companyName={exporter.companyName} logoUrl={exporter.logoUrl} size="2xl" />
          <Stack gap="3" flex="1" minW="0">
            <Heading id="exporter-name" as="h1" size={{ base: '2xl', md: '3xl' }}>
              {exporter.companyName}
            </Heading>
            <ExporterBadges isVerified={exporter.isVerified} isPremium={exporter.isPremium} />
            <VerifiedChecks exporterId={exporter.id} isVerified={exporter.isVerified} />
            <Wrap gap="4" color="fg.muted" textStyle="sm">
              {place && (
                <HStack gap="1">
                  <MapPinIcon boxSize="4" aria-hidden />
                  <Text>{place}</Text>
                </HStack>
              )}
              {facts.map((fact) => (
                <Text key={String(fact)}>{fact}</Text>
              ))}
            </Wrap>
            <Responsiveness
              responseRate={exporter.responseRate}
              medianResponseMinutes={exporter.medianResponseMinutes}
            />
            {exporter.certifications.length > 0 && (
              <Wrap gap="1.5" align="center" title={CERTIFICATION_CLAIM}>
                <Text as="span" textStyle="sm" color="fg.muted">
                  Claimed certifications:
                </Text>
                {exporter.certifications.map((certification) => (
                  <Badge key={certification} variant="outline">
                    {certification}
                  </Badge>
                ))}
              </Wrap>
            )}
          </Stack>
          <Stack direction={{ base: 'row', md: 'column' }} gap="2" flexShrink={0} wrap="wrap">
            <Button colorPalette="brand" onClick={onContact}>
              Contact Exporter
            </Button>
            <SaveToggle exporter={exporter} labelled />
            {exporter.website && (
              <Button asChild variant="outline" colorPalette="brand">
                <a href={withScheme(exporter.website)} target="_blank" rel={WEBSITE_REL}>
                  <GlobeIcon aria-hidden /> Visit Website
                </a>
              </Button>
            )}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
