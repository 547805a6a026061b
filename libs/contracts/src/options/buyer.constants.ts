export const BUYER_BUSINESS_TYPES = [
  'Retailer',
  'Wholesaler',
  'Distributor',
  'Manufacturer',
  'Trading Company',
  'Online Marketplace',
  'Other',
] as const;

export const INDUSTRIES = [
  'Textiles & Garments',
  'Salt & Minerals',
  'Rice & Grains',
  'Surgical Instruments',
  'Leather Products',
  'Carpets & Rugs',
  'Sports Goods',
  'Chemicals',
  'Electronics',
  'Handicrafts',
  'Other',
] as const;

export const PAYMENT_TERMS = [
  'Letter of Credit (LC)',
  'Documentary Payment',
  'Cash Against Documents (CAD)',
  'Advance Payment',
  'Open Account',
  'Bank Guarantee',
] as const;

export const BUYER_EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const BUYER_TURNOVERS = ['under-100k', '100k-500k', '500k-1m', '1m-10m', '10m+'] as const;

/** Minimum password length everywhere (spec section 9)… */
export const PASSWORD_MIN_LENGTH = 6;
/** …but an admin console password guards every account: 12 at least (and never a common one). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** The spec's exact auth validation messages (section 5). */
/** A path of this site ("/exporters/5?contact=1"), never another origin ("//evil.example", "/\\evil"). */
export const SITE_PATH_PATTERN = /^\/(?!\/)[^\s\\]*$/;

export const AUTH_MESSAGES = {
  returnTo: 'returnTo must be a path of this site',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  adminPassword: 'Admin passwords must be at least 12 characters',
  passwordsDontMatch: "Passwords don't match",
  currentPassword: 'Current password is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  commonPassword: 'This password is too common. Please choose another one.',
  unauthorized: 'Unauthorized',
  adminMissingFields: 'Please enter both username and password',
  adminInvalidCredentials: 'Invalid credentials',
  adminPasswordChangeRequired: 'You must change your password before continuing',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** A buying requirement is `active` (counted, open to responses) until its buyer closes it. */
export const REQUIREMENT_STATUSES = ['active', 'closed'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

/** Field limits of the Post Requirement dialog and of the buyer's own tools. */
export const REQUIREMENT_LIMITS = {
  title: 255,
  description: 5000,
  productSpecifications: 5000,
  quantity: 100,
  budgetRange: 100,
  timeline: 100,
  deliveryLocation: 255,
  paymentTerms: 100,
} as const;
export const SAVED_EXPORTER_NOTES_MAX_LENGTH = 1000;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
/** The most saved searches a buyer keeps; saving one more is refused (409). */
export const MAX_SAVED_SEARCHES = 50;
export const COMPARE_MIN_EXPORTERS = 2;
export const COMPARE_MAX_EXPORTERS = 4;

/** Texts of the buyer's requirements and tools, shown by the browser and sent by the server alike. */
export const REQUIREMENT_MESSAGES = {
  /** The spec's "Missing Information" toast text (section 8). */
  missingInformation: 'Please fill in the title and description fields.',
  category: 'Please choose a category from the list',
  certification: 'Please choose certifications from the list',
  /** Reopening a requirement whose deadline has passed (400 naming deadline). */
  reopenNeedsDeadline: 'Choose a new deadline to reopen this requirement',
  status: 'Status must be active or closed',
  posted: 'Requirement Posted',
  failed: 'Failed to create requirement',
} as const;

export const BUYER_TOOL_MESSAGES = {
  notesTooLong: 'Notes must be at most 1,000 characters',
  compareIds: 'Choose 2 to 4 exporters to compare',
  savedSearchName: 'Search names must be at most 100 characters',
  tooManySavedSearches: 'You can keep at most 50 saved searches. Delete one to save another.',
} as const;

/** Deleting one's account (buyers and exporters). */
export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  passwordIncorrect: 'Password is incorrect',
  /** The name the other party of a conversation sees once the buyer deleted its account. */
  deletedUser: 'Deleted user',
} as const;
