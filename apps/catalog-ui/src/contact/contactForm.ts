import { INQUIRY_TYPES, PLANS, type InquiryType } from '@ped/contracts/options';
import { formatPkr } from '../common/formatPkr';
import { EMAIL_PATTERN } from '../exporter/contactForm';

/** The site contact form (POST /api/contact). */
export interface SiteContactValues {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  inquiry_type: InquiryType;
}

export type SiteContactErrors = Partial<Record<keyof SiteContactValues, string>>;

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

export function validateSiteContact(values: SiteContactValues): SiteContactErrors {
  const errors: SiteContactErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.subject.trim()) errors.subject = 'Subject is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}
