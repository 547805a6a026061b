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
export const AUTH_MESSAGES = {
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
