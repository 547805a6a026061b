import { WEBSITE_MESSAGE } from './web-address.js';
import type { ExporterStatus } from './catalog.constants.js';
import { EARLIEST_YEAR_ESTABLISHED } from './forms.constants.js';

/**
 * The exporter's own profile and products (the dashboard's forms, POST /api/exporters, PUT /api/my-exporter,
 * /api/my-exporter/products) and the administrator's review: the limits and the words both browser and server use.
 */
export const EXPORTER_PROFILE_LIMITS = {
  companyName: 255,
  email: 255,
  description: 5000,
  contactPerson: 255,
  phone: 50,
  website: 500,
  address: 1000,
  city: 100,
  country: 100,
  certification: 100,
  certifications: 20,
} as const;

export const EXPORTER_PROFILE_DEFAULT_COUNTRY = 'Pakistan';

/** The message of an established year outside the range (the current year is read when a value is checked). */
export const establishedYearMessage = (): string =>
  `Established year must be between ${EARLIEST_YEAR_ESTABLISHED} and ${new Date().getFullYear()}`;

export const EXPORTER_PROFILE_MESSAGES = {
  companyName: 'Company name is required',
  companyNameLength: 'Company name must be at most 255 characters',
  email: 'Please enter a valid email',
  description: 'Description must be at most 5,000 characters',
  contactPerson: 'Contact person must be at most 255 characters',
  phone: 'Phone number must be at most 50 characters',
  website: WEBSITE_MESSAGE,
  address: 'Address must be at most 1,000 characters',
  city: 'City must be at most 100 characters',
  country: 'Country must be at most 100 characters',
  employeeCount: 'Please choose the number of employees from the list',
  certifications: 'Certifications must be at most 20, each at most 100 characters',
  /** GET/PUT /api/my-exporter and its products before the account has a profile. */
  notFound: 'No exporter profile yet',
  /** POST /api/exporters from an account that has one. */
  exists: 'You already have an exporter profile',
} as const;

export const PRODUCT_LIMITS = {
  name: 255,
  description: 2000,
  imageUrl: 1000,
  /** Pictures per product, the first the cover. */
  images: 8,
  unit: 50,
  minimumOrder: 100,
  /** numeric(12, 2) */
  maxPrice: '99999999.99',
} as const;

export const PRODUCT_MESSAGES = {
  name: 'Product name is required',
  nameLength: 'Product name must be at most 255 characters',
  category: 'Please choose a category',
  unknownCategory: 'Unknown category',
  description: 'Description must be at most 2,000 characters',
  imageUrl: 'Please upload the picture: products show only images uploaded to this site (/media/…)',
  images:
    'Please upload at most 8 different pictures: products show only images uploaded to this site (/media/…)',
  price: 'Price must be a positive amount',
  unit: 'Unit must be at most 50 characters',
  minimumOrder: 'Minimum order must be at most 100 characters',
  /** A product id that is not one of the caller's products. */
  notFound: 'Product not found',
} as const;

export const EXPORTER_REVIEW_STATUSES = ['approved', 'rejected'] as const;
export type ExporterReviewStatus = (typeof EXPORTER_REVIEW_STATUSES)[number];

export const EXPORTER_REVIEW_LIMITS = { reason: 1000 } as const;

export const EXPORTER_REVIEW_MESSAGES = {
  status: 'Status must be approved or rejected',
  reason: 'Please give a reason for the rejection',
  reasonLength: 'The reason must be at most 1,000 characters',
  notPending: 'Only pending exporters can be approved or rejected',
  /** Verifying (alone or in bulk) an exporter whose profile was rejected. */
  rejectedNotVerifiable:
    'A rejected exporter cannot be verified: it can be once it has sent its profile for review again',
} as const;

/**
 * Whether an administrator may verify the exporter (alone or in bulk): verification is its own toggle for
 * pending and approved exporters, never for a rejected one (EXPORTER_REJECTED). Unverifying is always allowed.
 */
export const isExporterVerifiable = (status: ExporterStatus): boolean => status !== 'rejected';

/** The spec's promised review time of a new exporter profile. */
export const EXPORTER_REVIEW_HOURS = 48;

/**
 * What waits for an approved profile: reading requirements and quoting, adding products and sending
 * verification evidence, all of which buyers would see. The catalog refuses them to any other profile
 * (EXPORTER_NOT_APPROVED); the dashboard explains instead of offering them.
 */
export const isExporterApproved = (status: ExporterStatus): status is 'approved' => status === 'approved';

/** EXPORTER_NOT_APPROVED's message by the profile's status: why, and what happens next. */
export const EXPORTER_APPROVAL_MESSAGES = {
  pending: `Your exporter profile is still under review. Buying requests, adding products and verification open once it is approved: we review new profiles within ${EXPORTER_REVIEW_HOURS} hours and e-mail you then.`,
  rejected:
    'Your exporter profile was not approved. Update it in the Profile tab of your dashboard to send it for review again; buying requests, adding products and verification open once it is approved.',
} as const satisfies Record<Exclude<ExporterStatus, 'approved'>, string>;
