import { formatDate } from '@ped/contracts/format';
import { withScheme } from '@ped/contracts/options';
import { Badge, Box, Button, Card, Grid, HStack, Heading, Link, Stack, Text, Wrap } from '@ped/web-kit/ui';
import { AccountSection } from '@ped/web-kit';
import { useState, type ReactNode } from 'react';
import { ExporterLogo } from '../exporter/ExporterLogo';
import { WEBSITE_REL } from '../exporter/yearsInBusiness';
import { LogoUpload } from './LogoUpload';
import { profileValues } from './profileValues';
import { ProfileForm } from './ProfileForm';
import type { MyExporterDto } from '@ped/contracts/catalog';

/** One label and its value; an empty value says so. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === false || children === '';
  return (
    <>
      <Text as="dt" color="fg.muted" textStyle="sm" fontWeight="medium" pt={{ md: '0.5' }}>
        {label}
      </Text>
      <Box as="dd" mb={{ base: '3', md: '0' }} minW="0">
        {empty ? <Text color="fg.muted">Not given</Text> : children}
      </Box>
    </>
  );
}

function ProfileView({ exporter }: { exporter: MyExporterDto }) {
  return (
    <Stack gap="6">
      <Grid
        as="dl"
        templateColumns={{ base: 'minmax(0, 1fr)', md: '180px minmax(0, 1fr)' }}
        columnGap="6"
        rowGap={{ base: '1', md: '4' }}
      >
        <Row label="Logo">
          <HStack gap="4" align="start">
            <ExporterLogo companyName={exporter.companyName} logoUrl={exporter.logoUrl} size="2xl" />
            <LogoUpload exporterId={exporter.id} label={exporter.logoUrl ? 'Change logo' : 'Upload logo'} />
          </HStack>
        </Row>
        <Row label="Company name">{exporter.companyName}</Row>
        <Row label="Business email">{exporter.email}</Row>
        <Row label="Contact person">{exporter.contactPerson}</Row>
        <Row label="Phone">{exporter.phone}</Row>
        <Row label="Website">
          {exporter.website && (
            <Link href={withScheme(exporter.website)} target="_blank" rel={WEBSITE_REL} wordBreak="break-all">
              {exporter.website}
            </Link>
          )}
        </Row>
        <Row label="Established">{exporter.establishedYear ?? null}</Row>
        <Row label="Employees">{exporter.employeeCount}</Row>
        <Row label="Address">
          {[exporter.address, exporter.city, exporter.country].filter(Boolean).join(', ') || null}
        </Row>
        <Row label="Description">
          {exporter.description && <Text whiteSpace="pre-line">{exporter.description}</Text>}
        </Row>
        <Row label="Certifications">
          {exporter.certifications.length > 0 && (
            <Wrap gap="2">
              {exporter.certifications.map((name) => (
                <Badge key={name} variant="subtle" colorPalette="brand">
                  {name}
                </Badge>
              ))}
            </Wrap>
          )}
        </Row>
      </Grid>
      <Text color="fg.muted" textStyle="sm">
        Last updated {formatDate(exporter.updatedAt)}
      </Text>
    </Stack>
  );
}

/** The profile in view mode, or the form in edit mode. */
export function ProfileTab({ exporter }: { exporter: MyExporterDto }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Body gap="6">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Heading as="h3" size="lg">
              {editing ? 'Edit profile' : 'Company profile'}
            </Heading>
            {!editing && (
              <Button variant="outline" colorPalette="brand" size="sm" onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
            )}
          </HStack>
          {editing ? (
            <ProfileForm
              mode="update"
              initial={profileValues(exporter)}
              submitLabel="Save Changes"
              onCancel={() => setEditing(false)}
              onSaved={() => setEditing(false)}
            />
          ) : (
            <ProfileView exporter={exporter} />
          )}
        </Card.Body>
      </Card.Root>
      <AccountSection erases="Your listing leaves the directory at once, with its products, verification documents and buyers’ saved entries; your account and sign-in are erased." />
    </Stack>
  );
}
