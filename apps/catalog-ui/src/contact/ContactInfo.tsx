import { Card, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@ped/web-kit/ui';
import { BUSINESS_HOURS } from '@ped/contracts/options';
import { telHref, useSiteConfig } from '@ped/web-kit';
import type { ReactNode } from 'react';
import { CheckIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@ped/web-kit/icons';
import { OFFERS } from './contactPage.constants';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <HStack gap="3" align="start">
          {icon}
          <Stack gap="1" minW="0">
            <Heading as="h3" size="sm">
              {title}
            </Heading>
            <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
              {children}
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

const iconProps = { boxSize: '5', color: 'brand.fg', mt: '0.5', 'aria-hidden': true } as const;

/** Contact cards (those the site configuration fills), business hours and what the team offers. */
export function ContactInfo() {
  const { contactEmail, contactPhone, address } = useSiteConfig();
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 1 }} gap="3">
        {contactEmail && (
          <InfoCard icon={<MailIcon {...iconProps} />} title="Email Us">
            <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
          </InfoCard>
        )}
        {contactPhone && (
          <InfoCard icon={<PhoneIcon {...iconProps} />} title="Call Us">
            <Link href={telHref(contactPhone)}>{contactPhone}</Link>
          </InfoCard>
        )}
        {address && (
          <InfoCard icon={<MapPinIcon {...iconProps} />} title="Visit Us">
            {address}
          </InfoCard>
        )}
      </SimpleGrid>
      <Card.Root variant="outline" size="sm">
        <Card.Body gap="3">
          <HStack gap="2">
            <ClockIcon {...iconProps} mt="0" />
            <Heading as="h3" size="sm">
              Business Hours
            </Heading>
          </HStack>
          <List.Root listStyleType="none" gap="1" textStyle="sm">
            {BUSINESS_HOURS.map(({ days, hours }) => (
              <List.Item key={days} display="flex" justifyContent="space-between" gap="4">
                <Text>{days}</Text>
                <Text color="fg.muted">{hours}</Text>
              </List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm">
        <Card.Body gap="3">
          <Heading as="h3" size="sm">
            How we can help
          </Heading>
          <List.Root listStyleType="none" gap="2" textStyle="sm">
            {OFFERS.map((offer) => (
              <List.Item key={offer} display="flex" gap="2" alignItems="start">
                <CheckIcon boxSize="4" color="brand.fg" mt="0.5" aria-hidden />
                {offer}
              </List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
