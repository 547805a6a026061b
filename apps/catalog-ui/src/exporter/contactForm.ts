/** The contact dialog's fields (spec: buyerName, buyerEmail, buyerCompany optional, message). */
export interface ContactFormValues {
  buyerName: string;
  buyerEmail: string;
  buyerCompany: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  buyerName: '',
  buyerEmail: '',
  buyerCompany: '',
  message: '',
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (!values.buyerName.trim()) errors.buyerName = 'Your name is required';
  if (!EMAIL_PATTERN.test(values.buyerEmail.trim())) errors.buyerEmail = 'Please enter a valid email address';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}
