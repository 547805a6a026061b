import type { InquiryType } from '@ped/contracts/options';

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: 'General Inquiry',
  exporter_registration: 'Exporter Registration',
  buyer_assistance: 'Buyer Assistance',
  partnership: 'Partnership',
  technical_support: 'Technical Support',
  verification: 'Verification',
};

/** What the team can help with (the list of offers beside the form). */
export const OFFERS = [
  'Help finding the right exporters for your sourcing needs',
  'Exporter registration and plan upgrades',
  'Verification of exporter credentials',
  'Partnership and trade-promotion opportunities',
  'Technical support with your account',
] as const;
