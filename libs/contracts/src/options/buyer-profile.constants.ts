import { WEBSITE_MESSAGE } from './web-address.js';
/**
 * The buyer registration wizard's rules (POST /api/buyer/complete-profile): the DTO and the wizard read these very
 * values, so both refuse the same input with the same words.
 */

/** The longest value of each text field, as the server stores it. */
export const BUYER_PROFILE_LIMITS = {
  firstName: 100,
  lastName: 100,
  phone: 50,
  companyName: 255,
  country: 100,
  city: 100,
  address: 500,
  shippingRequirements: 1000,
  bio: 2000,
} as const;

export const BUYER_PROFILE_MESSAGES = {
  /** The spec's "Incomplete Information" toast text (section 5); also the server's word for a missing field. */
  incomplete: 'Please fill in all required fields before proceeding.',
  website: WEBSITE_MESSAGE,
  email: 'Please enter a valid email address',
  /** Beside each missing field of the wizard. */
  firstName: 'First name is required',
  lastName: 'Last name is required',
  companyName: 'Company name is required',
  businessType: 'Business type is required',
  country: 'Country is required',
  industryFocus: 'Choose at least one industry',
} as const;

/** How the annual turnover choices (BUYER_TURNOVERS) read. */
export const BUYER_TURNOVER_LABELS = {
  'under-100k': 'Under $100K',
  '100k-500k': '$100K – $500K',
  '500k-1m': '$500K – $1M',
  '1m-10m': '$1M – $10M',
  '10m+': 'Over $10M',
} as const;

/** The spec's promise to a buyer whose profile is not verified yet. */
export const BUYER_PROFILE_REVIEW_HOURS = 24;
