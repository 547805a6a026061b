import { WEBSITE_MESSAGE } from './web-address.js';
/** Exporters per page of /browse and /category/{slug}; offset = (page - 1) * PAGE_SIZE. */
export const PAGE_SIZE = 12;
/** The most a client may ask for in one page of exporters (larger limits are answered 400). */
export const MAX_PAGE_SIZE = 50;
/**
 * A search ranks at most this many matches (plus every exporter whose name matches) and counts no
 * further: "500+ exporters". A directory search is refined, not paged through to page 42, and
 * the bound keeps a search's cost the same at 1,000 exporters and at 100,000.
 */
export const SEARCH_RESULT_LIMIT = 500;
/** The admin exporter list's deepest offset (a person narrows the search long before). */
export const ADMIN_EXPORTER_MAX_OFFSET = 100_000;
/**
 * The admin exporter list counts its matches exactly up to this: counting a search that matches thousands
 * reads thousands of index entries on every request (a common word, 1 in 14 exporters, took ~10 ms to count
 * to 1,000 over 100,000), so past it the total says "100+" (as SEARCH_RESULT_LIMIT does for the public list)
 * and the admin narrows the search. Pages past it stay reachable up to ADMIN_EXPORTER_MAX_OFFSET.
 */
export const ADMIN_EXPORTER_COUNT_LIMIT = 100;
export const MAX_PAGE_BUTTONS = 5;
/** Sponsored (premium) exporters shown above a browse or category page, apart from the ranked list. */
export const SPONSORED_PER_PAGE = 2;
/** Matched products shown on an exporter card of a search. */
export const MATCHED_PRODUCTS_PER_EXPORTER = 3;

/**
 * Orders of the public lists: relevance (search match and merit — verification and profile
 * completeness, never the plan), newest listing first, or most years in business first.
 */
export const LIST_SORTS = ['relevance', 'newest', 'years', 'response'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const HOME_CATEGORY_COUNT = 6;
export const BROWSE_SKELETON_COUNT = 6;
/**
 * The spec's fixed "countries served" figure: not counted by the directory, so shown only on the home strip, and
 * labelled as the countries the member exporters serve.
 */
export const COUNTRIES_SERVED = 85;

export const CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Faisalabad', 'Sialkot', 'Multan'] as const;

export const EXPORTER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExporterStatus = (typeof EXPORTER_STATUSES)[number];

export const EXPORTER_BUSINESS_TYPES = [
  'Manufacturer',
  'Trading Company',
  'Supplier',
  'Distributor',
  'Agent',
  'Service Provider',
] as const;

export const PROVINCES = [
  'Punjab',
  'Sindh',
  'Khyber Pakhtunkhwa',
  'Balochistan',
  'Gilgit-Baltistan',
  'Azad Kashmir',
] as const;

export const EXPORTER_EMPLOYEE_COUNTS = ['1-10', '11-50', '51-100', '101-500', '500+'] as const;

export const EXPORT_EXPERIENCE = [
  'New to Export',
  '1-2 Years',
  '3-5 Years',
  '6-10 Years',
  '10+ Years',
] as const;

export const CERTIFICATIONS = [
  'ISO Certification',
  'Halal Certification',
  'Organic Certification',
  'Fair Trade Certification',
  'CE Marking',
  'FDA Approval',
  'GOTS Certification',
] as const;

/** Plans (PKR per month); Basic: up to 10 buyer contacts a month and 5 products. */
export const PLANS = [
  { id: 'basic', name: 'Basic', pricePkr: 0, contactsPerMonth: 10, products: 5, mostPopular: false },
  {
    id: 'professional',
    name: 'Professional',
    pricePkr: 5000,
    contactsPerMonth: null,
    products: null,
    mostPopular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    pricePkr: 25000,
    contactsPerMonth: null,
    products: null,
    mostPopular: false,
  },
] as const;

export const DEFAULT_COUNTRY = 'Pakistan';
export const DEFAULT_CURRENCY = 'PKR';
/** Registration ids shown after signup: EXP- and 8 digits. */
export const REGISTRATION_ID_PATTERN = /^EXP-\d{8}$/;

/** The spec's minimum length of an exporter's company description. */
export const EXPORTER_DESCRIPTION_MIN_LENGTH = 50;

/** The spec's exact validation messages of the exporter signup form (section 5). */
export const EXPORTER_SIGNUP_MESSAGES = {
  companyName: 'Company name is required',
  businessType: 'Business type is required',
  yearEstablished: 'Year established is required',
  contactPersonName: 'Contact person name is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  address: 'Address is required',
  city: 'City is required',
  province: 'Province is required',
  website: WEBSITE_MESSAGE,
  description: 'Company description must be at least 50 characters',
  mainProducts: 'Main products are required',
  exportExperience: 'Export experience is required',
  targetMarkets: 'Target markets are required',
  employeeCount: 'Employee count is required',
  agreeToTerms: 'You must agree to the terms and conditions',
  agreeToDataProcessing: 'You must agree to data processing',
} as const;
