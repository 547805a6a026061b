import {
  CITIES,
  EXPORT_EXPERIENCE,
  EXPORTER_BUSINESS_TYPES,
  EXPORTER_EMPLOYEE_COUNTS,
  EXPORTER_SIGNUP_MESSAGES,
  PROVINCES,
} from '@ped/contracts/options';
import { EMAIL_PATTERN } from '../exporter/contactForm';

/** The exporter signup payload of spec section 3 (POST /api/exporter/signup). */
export interface SignupValues {
  companyName: string;
  businessType: string;
  registrationNumber: string;
  yearEstablished: string;
  contactPersonName: string;
  email: string;
  phone: string;
  whatsapp: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  website: string;
  description: string;
  mainProducts: string;
  exportExperience: string;
  targetMarkets: string;
  employeeCount: string;
  annualTurnover: string;
  certifications: string[];
  agreeToTerms: boolean;
  agreeToDataProcessing: boolean;
}

export type SignupField = keyof SignupValues;
export type TextField = Exclude<SignupField, 'certifications' | 'agreeToTerms' | 'agreeToDataProcessing'>;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const EMPTY_SIGNUP: SignupValues = {
  companyName: '',
  businessType: '',
  registrationNumber: '',
  yearEstablished: '',
  contactPersonName: '',
  email: '',
  phone: '',
  whatsapp: '',
  address: '',
  city: '',
  province: '',
  postalCode: '',
  website: '',
  description: '',
  mainProducts: '',
  exportExperience: '',
  targetMarkets: '',
  employeeCount: '',
  annualTurnover: '',
  certifications: [],
  agreeToTerms: false,
  agreeToDataProcessing: false,
};

export const DESCRIPTION_MIN_LENGTH = 50;
export const YEAR_MIN_LENGTH = 4;
/** The server's extra rule (a four-digit year), with its message. */
export const YEAR_FORMAT_MESSAGE = 'Year established must be a four-digit year';

/** A valid http(s) URL, with or without the scheme (`example.com` counts). */
export function isWebsite(value: string): boolean {
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const REQUIRED_TEXT: readonly (TextField & keyof typeof EXPORTER_SIGNUP_MESSAGES)[] = [
  'companyName',
  'businessType',
  'contactPersonName',
  'phone',
  'address',
  'city',
  'province',
  'mainProducts',
  'exportExperience',
  'targetMarkets',
  'employeeCount',
];

/** The spec's rules (section 5) with its exact messages; fields in the order the form shows them. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  for (const field of REQUIRED_TEXT) {
    if (!values[field].trim()) errors[field] = EXPORTER_SIGNUP_MESSAGES[field];
  }
  const year = values.yearEstablished.trim();
  if (year.length < YEAR_MIN_LENGTH) errors.yearEstablished = EXPORTER_SIGNUP_MESSAGES.yearEstablished;
  else if (!/^\d{4}$/.test(year)) errors.yearEstablished = YEAR_FORMAT_MESSAGE;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = EXPORTER_SIGNUP_MESSAGES.email;
  if (values.website.trim() && !isWebsite(values.website.trim()))
    errors.website = EXPORTER_SIGNUP_MESSAGES.website;
  if (values.description.trim().length < DESCRIPTION_MIN_LENGTH)
    errors.description = EXPORTER_SIGNUP_MESSAGES.description;
  if (!values.agreeToTerms) errors.agreeToTerms = EXPORTER_SIGNUP_MESSAGES.agreeToTerms;
  if (!values.agreeToDataProcessing)
    errors.agreeToDataProcessing = EXPORTER_SIGNUP_MESSAGES.agreeToDataProcessing;
  return errors;
}

/** The body to send: text trimmed, empty optional fields left out. */
export function toSignupPayload(values: SignupValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      if (value.trim()) payload[key] = value.trim();
    } else payload[key] = value;
  }
  return payload;
}

export interface FieldSpec {
  name: TextField;
  label: string;
  required?: boolean;
  kind?: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'city';
  options?: readonly string[];
  placeholder?: string;
  autoComplete?: string;
  helper?: string;
}

/** The form's sections and their fields, in order. */
export const SIGNUP_SECTIONS: readonly { title: string; fields: readonly FieldSpec[] }[] = [
  {
    title: 'Company Information',
    fields: [
      { name: 'companyName', label: 'Company Name', required: true, autoComplete: 'organization' },
      {
        name: 'businessType',
        label: 'Business Type',
        required: true,
        kind: 'select',
        options: EXPORTER_BUSINESS_TYPES,
      },
      { name: 'registrationNumber', label: 'Registration Number (NTN / SECP)' },
      { name: 'yearEstablished', label: 'Year Established', required: true, placeholder: 'e.g. 1998' },
      {
        name: 'employeeCount',
        label: 'Number of Employees',
        required: true,
        kind: 'select',
        options: EXPORTER_EMPLOYEE_COUNTS,
      },
      { name: 'annualTurnover', label: 'Annual Turnover', placeholder: 'e.g. USD 1–5 million' },
      {
        name: 'website',
        label: 'Website',
        kind: 'url',
        placeholder: 'https://www.example.com',
        autoComplete: 'url',
      },
    ],
  },
  {
    title: 'Contact Details',
    fields: [
      { name: 'contactPersonName', label: 'Contact Person Name', required: true, autoComplete: 'name' },
      { name: 'email', label: 'Email', required: true, kind: 'email', autoComplete: 'email' },
      {
        name: 'phone',
        label: 'Phone',
        required: true,
        kind: 'tel',
        placeholder: '+92 …',
        autoComplete: 'tel',
      },
      { name: 'whatsapp', label: 'WhatsApp', kind: 'tel', placeholder: '+92 …' },
    ],
  },
  {
    title: 'Address',
    fields: [
      { name: 'address', label: 'Address', required: true, autoComplete: 'street-address' },
      {
        name: 'city',
        label: 'City',
        required: true,
        kind: 'city',
        options: CITIES,
        helper: 'Pick a city or type your own.',
      },
      { name: 'province', label: 'Province', required: true, kind: 'select', options: PROVINCES },
      { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
    ],
  },
  {
    title: 'Business Details',
    fields: [
      {
        name: 'description',
        label: 'Company Description',
        required: true,
        kind: 'textarea',
        helper: `At least ${DESCRIPTION_MIN_LENGTH} characters: what you make, your capacity and your markets.`,
      },
      {
        name: 'mainProducts',
        label: 'Main Products',
        required: true,
        kind: 'textarea',
        placeholder: 'e.g. Cotton bed linen, towels',
      },
      {
        name: 'exportExperience',
        label: 'Export Experience',
        required: true,
        kind: 'select',
        options: EXPORT_EXPERIENCE,
      },
      {
        name: 'targetMarkets',
        label: 'Target Markets',
        required: true,
        placeholder: 'e.g. EU, USA, Middle East',
      },
    ],
  },
];
