import { withScheme } from '@ped/contracts/options';
import { Badge, Button, DataList, Heading, Link, RouterLink, Stack, Text, Wrap } from '@ped/web-kit/ui';
import type { BuyerProfileDto } from '@ped/contracts/identity';
import { AccountSection } from '@ped/web-kit';
import type { ReactNode } from 'react';
import { businessTypeLabel } from '../registration/registrationForm';

const NOT_SPECIFIED = 'Not specified';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: '28', sm: '40' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** Profile: the company as exporters see it, with Edit Profile (the wizard, started from it). */
export function ProfileTab({ profile }: { profile: BuyerProfileDto }) {
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <Stack gap="6">
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ sm: 'center' }}
        gap="3"
      >
        <Heading as="h2" size="lg">
          Company Profile
        </Heading>
        <Button
          asChild
          variant="outline"
          colorPalette="brand"
          size="sm"
          alignSelf={{ base: 'start', sm: 'auto' }}
        >
          <RouterLink to="/buyer-registration?edit=1">Edit Profile</RouterLink>
        </Button>
      </Stack>
      <DataList.Root orientation="horizontal" gap="4">
        <Row label="Company Name">{profile.companyName}</Row>
        <Row label="Business Type">{businessTypeLabel(profile.businessType)}</Row>
        <Row label="Location">{location || NOT_SPECIFIED}</Row>
        <Row label="Website">
          {profile.website ? (
            <Link
              href={withScheme(profile.website)}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="brand"
            >
              {profile.website}
            </Link>
          ) : (
            NOT_SPECIFIED
          )}
        </Row>
        <Row label="Industry Focus">
          <Wrap gap="1.5">
            {profile.industryFocus.map((industry) => (
              <Badge key={industry} colorPalette="brand" variant="subtle">
                {industry}
              </Badge>
            ))}
          </Wrap>
        </Row>
        <Row label="Bio">
          <Text whiteSpace="pre-line">{profile.bio || NOT_SPECIFIED}</Text>
        </Row>
      </DataList.Root>
      <AccountSection
        exportHref="/api/buyer/data-export"
        erases="Your account, company profile, saved exporters and searches are erased; your open requirements close; exporters you wrote to see you as “Deleted user”."
      />
    </Stack>
  );
}
