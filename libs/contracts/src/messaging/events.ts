/** `messaging.contact_request.created`: a buyer's inquiry to an exporter (the message text stays in messaging). */
export interface InquiryCreatedEvent {
  id: number;
  exporterId: number;
  buyerName: string;
  buyerEmail: string;
  buyerCompany: string | null;
  /** The signed-in buyer who sent it (identity's buyer user id); null when sent anonymously. */
  buyerUserId: number | null;
  createdAt: string;
}

/**
 * `messaging.contact_request.responded`: the exporter replied to an inquiry (in a conversation or by
 * e-mail) or declined it with a reason; sent for its first response only (the response time).
 */
export interface InquiryRespondedEvent {
  id: number;
  exporterId: number;
  kind: 'replied' | 'declined';
  /** When the inquiry arrived (its createdAt), so a reader that missed the created event still knows. */
  receivedAt: string;
  respondedAt: string;
  /** The conversation the reply opened or continued; null for an e-mail reply or a decline. */
  conversationId: number | null;
}

/*
 * Conversation events carry both principals (the buyer's id; the exporter and its owning account), so a
 * gateway can push each to the right live streams without asking anyone.
 */

/** `messaging.conversation.created` */
export interface ConversationCreatedEvent {
  conversationId: number;
  /** identity's buyer user id. */
  buyerId: number;
  exporterId: number;
  /** The exporter's owning account (identity's user id); null while it has none. */
  exporterUserId: number | null;
  subject: string;
  /** When it was started (absent in events from before issue 18). */
  createdAt?: string;
}

/** `messaging.message.sent`: no more of the text than the list's preview. */
export interface MessageSentEvent {
  messageId: number;
  conversationId: number;
  buyerId: number;
  exporterId: number;
  exporterUserId: number | null;
  senderType: 'buyer' | 'exporter';
  /** The first 200 characters. */
  preview: string;
  /** The whole message: the other party's open thread shows it as pushed, without reading the thread again. */
  content: string;
  createdAt: string;
  /** Safe-messaging rule ids that matched. */
  flags: string[];
  /** What the reader is told of those (null: nothing matched). */
  warning: string | null;
}

/** `messaging.conversation.status_changed`: archived or blocked by one party, or by an administrator. */
export interface ConversationStatusChangedEvent {
  conversationId: number;
  buyerId: number;
  exporterUserId: number | null;
  status: 'active' | 'archived' | 'blocked';
  /** Who changed it (`admin`: the admin console's moderation). */
  changedBy: 'buyer' | 'exporter' | 'admin';
}

/** `messaging.conversation.read`: one party read the other's messages (its unread count is 0). */
export interface ConversationReadEvent {
  conversationId: number;
  readerType: 'buyer' | 'exporter';
  buyerId: number;
  exporterUserId: number | null;
}

/** `messaging.report.filed`: a party reported a message or a conversation (the admin moderation queue). */
export interface ReportFiledEvent {
  reportId: number;
  conversationId: number;
  /** null: the whole conversation. */
  messageId: number | null;
  reason: 'scam' | 'spam' | 'abuse' | 'other';
  details: string | null;
  reporterType: 'buyer' | 'exporter';
  /** identity's id of the reporting account (a buyer's id, or the exporter's owning user id). */
  reporterId: number;
  buyerId: number;
  exporterId: number;
  /** The reported message's text (or the conversation's latest), for the moderator; at most 5,000 characters. */
  content: string | null;
  /** The reported message's safe-messaging flags. */
  flags: string[];
  createdAt: string;
}
