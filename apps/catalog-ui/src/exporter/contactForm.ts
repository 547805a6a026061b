import { CONTACT_LIMITS, CONTACT_MESSAGES, emailError } from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';

/** The contact dialog's fields (spec: buyerName, buyerEmail, buyerCompany optional, message). */
export interface ContactFormValues {
  buyerName: string;
  buyerEmail: string;
  buyerCompany: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  buyerName: '',
  buyerEmail: '',
  buyerCompany: '',
  message: '',
};

/** The server's rules for an inquiry (SendInquiryCommand), with its messages. */
export function validateContactForm(values: ContactFormValues): FieldErrors<ContactFormValues> {
  const errors: FieldErrors<ContactFormValues> = {};
  const name = values.buyerName.trim();
  const message = values.message.trim();
  if (!name) errors.buyerName = CONTACT_MESSAGES.buyerName;
  else if (name.length > CONTACT_LIMITS.name) errors.buyerName = CONTACT_MESSAGES.nameTooLong;
  errors.buyerEmail = emailError(values.buyerEmail, CONTACT_MESSAGES.email, CONTACT_LIMITS.email);
  if (values.buyerCompany.trim().length > CONTACT_LIMITS.company)
    errors.buyerCompany = CONTACT_MESSAGES.companyTooLong;
  if (!message) errors.message = CONTACT_MESSAGES.message;
  else if (message.length > CONTACT_LIMITS.message) errors.message = CONTACT_MESSAGES.messageTooLong;
  return errors;
}
