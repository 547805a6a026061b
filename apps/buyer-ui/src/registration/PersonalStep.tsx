import { SimpleGrid } from '@ped/web-kit/ui';
import { BUYER_PROFILE_LIMITS } from '@ped/contracts/options';
import { FormField } from '@ped/web-kit/forms';
import type { RegistrationForm } from './wizardForm';

/** Step 1: names, the e-mail (locked to the account's when it has one) and a phone number. */
export function PersonalStep({ form, emailLocked }: { form: RegistrationForm; emailLocked: boolean }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField
        label="First Name"
        autoComplete="given-name"
        maxLength={BUYER_PROFILE_LIMITS.firstName}
        markRequired
        {...form.field('firstName')}
      />
      <FormField
        label="Last Name"
        autoComplete="family-name"
        maxLength={BUYER_PROFILE_LIMITS.lastName}
        markRequired
        {...form.field('lastName')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        markRequired
        readOnly={emailLocked}
        helper={emailLocked ? 'Locked: the e-mail address you signed in with.' : undefined}
        {...form.field('email')}
      />
      <FormField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="+1 555 010 0000"
        maxLength={BUYER_PROFILE_LIMITS.phone}
        required={false}
        {...form.field('phone')}
      />
    </SimpleGrid>
  );
}
