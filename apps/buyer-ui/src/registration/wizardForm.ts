import type { useValidatedForm } from '@ped/web-kit/forms';
import type { RegistrationValues } from './registrationForm';

/** The wizard's form state (`useValidatedForm` over every field), which each step edits its part of. */
export type RegistrationForm = ReturnType<typeof useValidatedForm<RegistrationValues>>;
