import { Button, Card, HStack, Heading, Link, Stack, Text, Wrap, Badge } from '@ped/web-kit/ui';
import { DataList } from '@ped/web-kit/ui-lazy';
import { useState, type ReactNode } from 'react';
import { profileValues } from './profileForm';
import { ProfileForm } from './ProfileForm';
import type { MyExporterDto } from '@ped/contracts/catalog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children ?? <Text color="fg.muted">Not given</Text>}</DataList.ItemValue>
    </DataList.Item>
  );
}

function ProfileView({ exporter }: { exporter: MyExporterDto }) {
  return (
    <Stack gap="6">
      <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap="4">
        <Row label="Company name">{exporter.companyName}</Row>
        <Row label="Business email">{exporter.email}</Row>
        <Row label="Contact person">{exporter.contactPerson}</Row>
        <Row label="Phone">{exporter.phone}</Row>
        <Row label="Website">
          {exporter.website && (
            <Link href={exporter.website} target="_blank" rel="noopener noreferrer" wordBreak="break-all">
              {exporter.website}
            </Link>
          )}
        </Row>
        <Row label="Established">{exporter.establishedYear}</Row>
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
      </DataList.Root>
      <Text color="fg.muted" textStyle="sm">
        Last updated {new Date(exporter.updatedAt).toLocaleDateString('en-GB', { dateStyle: 'medium' })}
      </Text>
    </Stack>
  );
}

/** The profile in view mode, or the form in edit mode. */
export function ProfileTab({ exporter }: { exporter: MyExporterDto }) {
  const [editing, setEditing] = useState(false);
  return (
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
  );
}
