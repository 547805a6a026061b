import {
  CITIES,
  emailError,
  EXPORT_EXPERIENCE,
  EXPORTER_BUSINESS_TYPES,
  EXPORTER_DESCRIPTION_MIN_LENGTH,
  EXPORTER_EMPLOYEE_COUNTS,
  EXPORTER_SIGNUP_MESSAGES,
  isYearEstablished,
  PROVINCES,
  yearEstablishedMessage,
  isWebsite,
} from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';

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
export type SignupErrors = FieldErrors<SignupValues>;

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

/** Spec: a year established of at least 4 characters. */
export const YEAR_MIN_LENGTH = 4;

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

/** The spec's rules (section 5) with its exact messages, and the server's year range. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  for (const field of REQUIRED_TEXT) {
    if (!values[field].trim()) errors[field] = EXPORTER_SIGNUP_MESSAGES[field];
  }
  const year = values.yearEstablished.trim();
  if (year.length < YEAR_MIN_LENGTH) errors.yearEstablished = EXPORTER_SIGNUP_MESSAGES.yearEstablished;
  else if (!isYearEstablished(year)) errors.yearEstablished = yearEstablishedMessage();
  errors.email = emailError(values.email, EXPORTER_SIGNUP_MESSAGES.email);
  if (values.website.trim() && !isWebsite(values.website.trim()))
    errors.website = EXPORTER_SIGNUP_MESSAGES.website;
  if (values.description.trim().length < EXPORTER_DESCRIPTION_MIN_LENGTH)
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
  /** FormField's type; a text field with `options` suggests them (and takes any text). */
  type?: 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select';
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
        type: 'select',
        options: EXPORTER_BUSINESS_TYPES,
      },
      { name: 'registrationNumber', label: 'Registration Number (NTN / SECP)' },
      { name: 'yearEstablished', label: 'Year Established', required: true, placeholder: 'e.g. 1998' },
      {
        name: 'employeeCount',
        label: 'Number of Employees',
        required: true,
        type: 'select',
        options: EXPORTER_EMPLOYEE_COUNTS,
      },
      { name: 'annualTurnover', label: 'Annual Turnover', placeholder: 'e.g. USD 1–5 million' },
      {
        name: 'website',
        label: 'Website',
        type: 'url',
        placeholder: 'https://www.example.com',
        autoComplete: 'url',
      },
    ],
  },
  {
    title: 'Contact Details',
    fields: [
      { name: 'contactPersonName', label: 'Contact Person Name', required: true, autoComplete: 'name' },
      { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
      {
        name: 'phone',
        label: 'Phone',
        required: true,
        type: 'tel',
        placeholder: '+92 …',
        autoComplete: 'tel',
      },
      { name: 'whatsapp', label: 'WhatsApp', type: 'tel', placeholder: '+92 …' },
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
        options: CITIES,
        helper: 'Pick a city or type your own.',
      },
      { name: 'province', label: 'Province', required: true, type: 'select', options: PROVINCES },
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
        type: 'textarea',
        helper: `At least ${EXPORTER_DESCRIPTION_MIN_LENGTH} characters: what you make, your capacity and your markets.`,
      },
      {
        name: 'mainProducts',
        label: 'Main Products',
        required: true,
        type: 'textarea',
        placeholder: 'e.g. Cotton bed linen, towels',
      },
      {
        name: 'exportExperience',
        label: 'Export Experience',
        required: true,
        type: 'select',
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
