import { Stack } from '@ped/web-kit/ui';
import { BUYER_PROFILE_LIMITS, CERTIFICATIONS, INDUSTRIES, PAYMENT_TERMS } from '@ped/contracts/options';
import { FormField } from '@ped/web-kit/forms';
import { ChoiceGroup } from './ChoiceGroup';
import type { RegistrationForm } from './wizardForm';

/** Step 3: what the buyer sources and how; at least one industry is required. */
export function InterestsStep({ form }: { form: RegistrationForm }) {
  return (
    <Stack gap="6">
      <ChoiceGroup
        name="industryFocus"
        legend="Industry Focus"
        helper="Choose at least one industry you source from."
        options={INDUSTRIES}
        value={form.values.industryFocus}
        onChange={(value) => form.setField('industryFocus', value)}
        error={form.errors.industryFocus}
        required
      />
      <ChoiceGroup
        name="preferredPaymentTerms"
        legend="Preferred Payment Terms"
        options={PAYMENT_TERMS}
        value={form.values.preferredPaymentTerms}
        onChange={(value) => form.setField('preferredPaymentTerms', value)}
        error={form.errors.preferredPaymentTerms}
      />
      <FormField
        label="Shipping Requirements"
        type="textarea"
        rows={3}
        maxLength={BUYER_PROFILE_LIMITS.shippingRequirements}
        placeholder="e.g. FOB Karachi, sea freight in 40 ft containers"
        required={false}
        {...form.field('shippingRequirements')}
      />
      <ChoiceGroup
        name="certificationRequirements"
        legend="Certification Requirements"
        options={CERTIFICATIONS}
        value={form.values.certificationRequirements}
        onChange={(value) => form.setField('certificationRequirements', value)}
        error={form.errors.certificationRequirements}
      />
    </Stack>
  );
}
