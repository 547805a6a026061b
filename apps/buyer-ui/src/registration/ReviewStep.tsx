import { Badge, Box, DataList, Heading, Stack, Text, Wrap } from '@ped/web-kit/ui';
import { Alert } from '@ped/web-kit/ui-lazy';
import { BUYER_PROFILE_LIMITS, BUYER_PROFILE_REVIEW_HOURS } from '@ped/contracts/options';
import { FormField } from '@ped/web-kit/forms';
import type { ReactNode } from 'react';
import { industrySummary, type RegistrationValues } from './registrationForm';
import type { RegistrationForm } from './wizardForm';

const orNotSpecified = (text: string) => text.trim() || 'Not specified';

/** Spec: up to 3 industries, then "+N more". */
export function IndustryBadges({ industries }: { industries: readonly string[] }) {
  const { shown, more } = industrySummary(industries);
  if (shown.length === 0) return <Text color="fg.muted">None chosen</Text>;
  return (
    <Wrap gap="1.5">
      {shown.map((industry) => (
        <Badge key={industry} colorPalette="brand" variant="subtle">
          {industry}
        </Badge>
      ))}
      {more > 0 && (
        <Badge variant="outline" aria-label={`and ${more} more`}>
          +{more} more
        </Badge>
      )}
    </Wrap>
  );
}

function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW={{ base: '28', sm: '40' }}>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function ProfileSummary({ values }: { values: RegistrationValues }) {
  const location = [values.city.trim(), values.country.trim()].filter(Boolean).join(', ');
  return (
    <Box borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.subtle">
      <Heading as="h3" size="md" mb="3">
        Profile summary
      </Heading>
      <DataList.Root orientation="horizontal" gap="3">
        <SummaryItem label="Name">{orNotSpecified(`${values.firstName} ${values.lastName}`)}</SummaryItem>
        <SummaryItem label="Company">{orNotSpecified(values.companyName)}</SummaryItem>
        <SummaryItem label="Business Type">{orNotSpecified(values.businessType)}</SummaryItem>
        <SummaryItem label="Location">{orNotSpecified(location)}</SummaryItem>
        <SummaryItem label="Industries">
          <IndustryBadges industries={values.industryFocus} />
        </SummaryItem>
        <SummaryItem label="Payment Terms">
          {orNotSpecified(values.preferredPaymentTerms.join(', '))}
        </SummaryItem>
        <SummaryItem label="Certifications">
          {orNotSpecified(values.certificationRequirements.join(', '))}
        </SummaryItem>
      </DataList.Root>
    </Box>
  );
}

/** Step 4: the company bio, a summary of what was filled in and the review note (nothing required). */
export function ReviewStep({ form }: { form: RegistrationForm }) {
  return (
    <Stack gap="6">
      <FormField
        label="Company Bio"
        type="textarea"
        rows={5}
        maxLength={BUYER_PROFILE_LIMITS.bio}
        placeholder="What your company does, the markets you serve and what you are looking to source."
        helper="Exporters read this before they answer your requirements."
        required={false}
        {...form.field('bio')}
      />
      <ProfileSummary values={form.values} />
      <Alert.Root status="info" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Profile review</Alert.Title>
          <Alert.Description>
            Our team reviews new buyer profiles within {BUYER_PROFILE_REVIEW_HOURS} hours. You can browse
            exporters and post requirements in the meantime.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
