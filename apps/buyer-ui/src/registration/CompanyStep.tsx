import { Box, SimpleGrid } from '@ped/web-kit/ui';
import {
  BUYER_BUSINESS_TYPES,
  BUYER_EMPLOYEE_COUNTS,
  BUYER_PROFILE_LIMITS,
  BUYER_TURNOVER_LABELS,
  BUYER_TURNOVERS,
} from '@ped/contracts/options';
import { FormField } from '@ped/web-kit/forms';
import type { RegistrationForm } from './wizardForm';

const TURNOVER_OPTIONS = BUYER_TURNOVERS.map((value) => ({ value, label: BUYER_TURNOVER_LABELS[value] }));

/** Step 2: the company; name, business type and country are required. */
export function CompanyStep({ form }: { form: RegistrationForm }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Box gridColumn={{ md: 'span 2' }}>
        <FormField
          label="Company Name"
          autoComplete="organization"
          maxLength={BUYER_PROFILE_LIMITS.companyName}
          markRequired
          {...form.field('companyName')}
        />
      </Box>
      <FormField
        label="Business Type"
        type="select"
        options={BUYER_BUSINESS_TYPES}
        emptyOption="Select business type…"
        markRequired
        {...form.field('businessType')}
      />
      <FormField
        label="Country"
        autoComplete="country-name"
        maxLength={BUYER_PROFILE_LIMITS.country}
        placeholder="e.g. Germany"
        markRequired
        {...form.field('country')}
      />
      <FormField
        label="City"
        autoComplete="address-level2"
        maxLength={BUYER_PROFILE_LIMITS.city}
        required={false}
        {...form.field('city')}
      />
      <FormField
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://www.example.com"
        required={false}
        {...form.field('website')}
      />
      <Box gridColumn={{ md: 'span 2' }}>
        <FormField
          label="Business Address"
          autoComplete="street-address"
          maxLength={BUYER_PROFILE_LIMITS.address}
          required={false}
          {...form.field('address')}
        />
      </Box>
      <FormField
        label="Year Established"
        placeholder="e.g. 2005"
        required={false}
        {...form.field('yearEstablished')}
      />
      <FormField
        label="Number of Employees"
        type="select"
        options={BUYER_EMPLOYEE_COUNTS}
        emptyOption="Select…"
        required={false}
        {...form.field('employeeCount')}
      />
      <FormField
        label="Annual Turnover (USD)"
        type="select"
        options={TURNOVER_OPTIONS}
        emptyOption="Select…"
        required={false}
        {...form.field('annualTurnover')}
      />
    </SimpleGrid>
  );
}
