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

/** Conversations (issue 17): states, limits and the spec's texts, read by the server and buyer-ui alike. */
export const CONVERSATION_STATUSES = ['active', 'archived', 'blocked'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
/** The states a party may move an active conversation to (the menu's Archive and Block; no way back). */
export const CONVERSATION_CLOSED_STATUSES = ['archived', 'blocked'] as const;
export type ConversationClosedStatus = (typeof CONVERSATION_CLOSED_STATUSES)[number];

export const CONVERSATION_PARTY_TYPES = ['buyer', 'exporter'] as const;
export type ConversationPartyType = (typeof CONVERSATION_PARTY_TYPES)[number];

export const CONVERSATION_LIMITS = {
  subject: 255,
  message: 5000,
  /** The list's and an event's preview of a message. */
  preview: 200,
  listDefault: 20,
  listMax: 50,
  messagesDefault: 50,
  messagesMax: 100,
  reportDetails: 1000,
  /** At most one away e-mail per conversation per recipient in this many minutes. */
  awayMailMinutes: 15,
} as const;

export const CONVERSATION_MESSAGES = {
  exporterRequired: 'Exporter is required',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject too long',
  initialMessageRequired: 'Initial message is required',
  messageEmpty: 'Message cannot be empty',
  messageTooLong: `Message must be at most ${CONVERSATION_LIMITS.message.toLocaleString('en-US')} characters`,
  status: `Status must be one of: ${CONVERSATION_CLOSED_STATUSES.join(', ')}`,
  /** 409 CONVERSATION_CLOSED, and the thread's disabled input. */
  closed: (status: string) => `This conversation is ${status}. You cannot send new messages.`,
  notFound: 'Conversation not found',
  unknownParty: 'Unknown',
} as const;

/** What a blocked pair or a suspended buyer reads (403 CONTACT_BLOCKED, 403 BUYER_SUSPENDED). */
export const CONTACT_RESTRICTION_MESSAGES = {
  blocked: 'Contact between this buyer and this exporter has been blocked.',
  suspended: 'Your account is suspended from contacting exporters. Please contact support.',
} as const;

/** An administrator's suspension of a buyer (the admin console's form and the server's checks). */
export const BUYER_SUSPENSION_LIMITS = {
  reason: 500,
  listDefault: 20,
  listMax: 100,
  maxOffset: 100_000,
} as const;

export const BUYER_SUSPENSION_MESSAGES = {
  buyerRequired: 'buyerId must be a buyer id',
  reasonRequired: 'Please give a reason for the suspension',
  reasonTooLong: `The reason must be at most ${BUYER_SUSPENSION_LIMITS.reason} characters`,
  /** 404 BUYER_NOT_FOUND */
  buyerNotFound: 'Buyer not found',
  /** 409 BUYER_ALREADY_SUSPENDED */
  alreadySuspended: 'This buyer is suspended already.',
  /** 404 SUSPENSION_NOT_FOUND */
  notSuspended: 'This buyer is not suspended.',
} as const;

/** Why a party reports a message or a conversation (the admin moderation queue). */
export const REPORT_REASONS = ['scam', 'spam', 'abuse', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** An inquiry as its exporter sees it: waiting, answered (conversation or e-mail), or declined with a reason. */
export const INQUIRY_STATUSES = ['pending', 'replied', 'declined'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * How a buyer first wrote to an exporter: the inquiry form (contact_requests), or a message that started a
 * conversation. Both are the exporter's inquiries, listed and counted once each.
 */
export const INQUIRY_CHANNELS = ['form', 'message'] as const;
export type InquiryChannel = (typeof INQUIRY_CHANNELS)[number];

export const INQUIRY_LIMITS = {
  reply: 5000,
  declineReason: 500,
  listDefault: 20,
  listMax: 100,
  maxOffset: 10_000,
} as const;

/** The exporter's inquiries tab: reply and decline forms, and the answers about an inquiry. */
export const INQUIRY_MESSAGES = {
  replyRequired: 'Please write a reply',
  replyTooLong: `Your reply must be at most ${INQUIRY_LIMITS.reply.toLocaleString('en-US')} characters`,
  reasonRequired: 'Please give a reason',
  reasonTooLong: `The reason must be at most ${INQUIRY_LIMITS.declineReason} characters`,
  notFound: 'Inquiry not found',
  /** The conversation a reply opens with a buyer who has an account. */
  conversationSubject: (companyName: string) => `Re: your inquiry to ${companyName}`,
} as const;
