export const INQUIRY_TYPES = [
  'general',
  'exporter_registration',
  'buyer_assistance',
  'partnership',
  'technical_support',
  'verification',
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const CONTACT_REQUEST_STATUSES = ['pending', 'read', 'replied'] as const;

/** Business hours shown on /contact (PKT). */
export const BUSINESS_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM PKT' },
  { days: 'Saturday', hours: '10:00 AM – 4:00 PM PKT' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
