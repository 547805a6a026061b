export const INQUIRY_TYPES = [
  'general',
  'exporter_registration',
  'buyer_assistance',
  'partnership',
  'technical_support',
  'verification',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** The longest values the contact forms accept (the site's form and the inquiry to an exporter). */
export const CONTACT_LIMITS = {
  name: 255,
  email: 255,
  company: 255,
  subject: 255,
  message: 5000,
} as const;

/** Messages of the contact forms (the spec names the fields, not the texts), the browser's and the server's. */
export const CONTACT_MESSAGES = {
  buyerName: 'Your name is required',
  name: 'Your name is required',
  nameTooLong: `Name must be at most ${CONTACT_LIMITS.name} characters`,
  email: 'Please enter a valid email address',
  companyTooLong: `Company must be at most ${CONTACT_LIMITS.company} characters`,
  subject: 'Subject is required',
  subjectTooLong: 'Subject too long',
  message: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
  exporterId: 'Exporter is required',
  inquiryType: `Inquiry type must be one of: ${INQUIRY_TYPES.join(', ')}`,
  exporterNotFound: 'Exporter Not Found',
} as const;

export const CONTACT_REQUEST_STATUSES = ['pending', 'read', 'replied'] as const;

/** Business hours shown on /contact (PKT). */
export const BUSINESS_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM PKT' },
  { days: 'Saturday', hours: '10:00 AM – 4:00 PM PKT' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
