/** Request/reply patterns served by the messaging service (its features add theirs here). */
export const MESSAGING_PATTERNS = {
  inquirySend: 'messaging.inquiry.send',
  inquiryCount: 'messaging.inquiry.count',
  siteContactMessageCreate: 'messaging.site_contact_message.create',
  conversationList: 'messaging.conversation.list',
  conversationGet: 'messaging.conversation.get',
  conversationStart: 'messaging.conversation.start',
  conversationStatus: 'messaging.conversation.status',
  conversationRead: 'messaging.conversation.mark_read',
  messageList: 'messaging.message.list',
  messageSend: 'messaging.message.send',
  reportFile: 'messaging.report.file',
  /** A gateway asks for the "away" e-mail of a message whose recipient has no open live stream. */
  awayMailQueue: 'messaging.away_mail.queue',
  /** The exporter workspace's inquiries: the caller's own exporter's only. */
  myInquiryList: 'messaging.my_inquiry.list',
  /** The caller buyer's conversations with their messages and its inquiries → BuyerMessagesExportDto. */
  buyerMessagesExport: 'messaging.buyer_messages.export',
  myInquiryReply: 'messaging.my_inquiry.reply',
  myInquiryDecline: 'messaging.my_inquiry.decline',
  /** The admin console's conversations (issue 19): every conversation, and blocking or archiving one. */
  adminConversationList: 'messaging.admin_conversation.list',
  adminConversationModerate: 'messaging.admin_conversation.moderate',
  /** The admin console's buyer suspensions: the suspended buyers, suspending one, lifting one. */
  adminSuspensionList: 'messaging.admin_suspension.list',
  adminSuspensionCreate: 'messaging.admin_suspension.create',
  adminSuspensionLift: 'messaging.admin_suspension.lift',
  /**
   * Quotations: QuotationConversationCommand (from the catalog's accept) → QuotationConversationDto. Opens the
   * accepted quotation's conversation once per responseId (the same answer on every call).
   */
  quotationConversationOpen: 'messaging.quotation_conversation.open',
} as const;
