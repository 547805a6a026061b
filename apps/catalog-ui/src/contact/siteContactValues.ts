import { formatPkr } from '@ped/contracts/format';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  emailError,
  INQUIRY_TYPES,
  PLANS,
  type InquiryType,
} from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';

/** The site contact form (POST /api/contact). */
export interface SiteContactValues {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  inquiry_type: InquiryType;
}

export const EMPTY_SITE_CONTACT: SiteContactValues = {
  name: '',
  email: '',
  company: '',
  subject: '',
  message: '',
  inquiry_type: 'general',
};

function isInquiryType(value: string | null): value is InquiryType {
  return (INQUIRY_TYPES as readonly string[]).includes(value ?? '');
}

/**
 * The form's first values from the query: `?type=exporter_registration&plan=professional` selects the
 * inquiry type and writes a subject and message about that plan.
 */
export function prefillFromQuery(params: URLSearchParams): SiteContactValues {
  const type = params.get('type');
  const values = { ...EMPTY_SITE_CONTACT, inquiry_type: isInquiryType(type) ? type : 'general' };
  const plan = PLANS.find((candidate) => candidate.id === params.get('plan'));
  if (!plan) return values;
  const price = plan.pricePkr === 0 ? 'free' : `${formatPkr(plan.pricePkr)} per month`;
  return {
    ...values,
    subject: `${plan.name} plan registration`,
    message: `Hello, I would like to register my company as an exporter on the ${plan.name} plan (${price}). Please contact me with the next steps.`,
  };
}

/** The server's rules for a site message (CreateSiteContactMessageCommand), with its messages. */
export function validateSiteContact(values: SiteContactValues): FieldErrors<SiteContactValues> {
  const errors: FieldErrors<SiteContactValues> = {};
  const name = values.name.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  if (!name) errors.name = CONTACT_MESSAGES.name;
  else if (name.length > CONTACT_LIMITS.name) errors.name = CONTACT_MESSAGES.nameTooLong;
  errors.email = emailError(values.email, CONTACT_MESSAGES.email, CONTACT_LIMITS.email);
  if (values.company.trim().length > CONTACT_LIMITS.company) errors.company = CONTACT_MESSAGES.companyTooLong;
  if (!subject) errors.subject = CONTACT_MESSAGES.subject;
  else if (subject.length > CONTACT_LIMITS.subject) errors.subject = CONTACT_MESSAGES.subjectTooLong;
  if (!message) errors.message = CONTACT_MESSAGES.message;
  else if (message.length > CONTACT_LIMITS.message) errors.message = CONTACT_MESSAGES.messageTooLong;
  return errors;
}

/** The body of POST /api/contact: text trimmed, an empty company left out. */
export type SiteContactPayload = Omit<SiteContactValues, 'company'> & { company?: string };

export function toSiteContactPayload(values: SiteContactValues): SiteContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim() || undefined,
    subject: values.subject.trim(),
    message: values.message.trim(),
    inquiry_type: values.inquiry_type,
  };
}
