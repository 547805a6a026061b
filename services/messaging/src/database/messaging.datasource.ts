import type { SchemaDataSourceInput } from '@ped/nest-kit';
import { BuyerDirectoryEntry } from '../buyer-directory/buyer-directory.entity.js';
import { Inquiry } from '../inquiries/inquiry.entity.js';
import { Conversation } from '../conversations/conversation.entity.js';
import { Message } from '../conversations/message.entity.js';
import { Report } from '../conversations/report.entity.js';
import { ExporterDirectoryEntry } from '../exporter-directory/exporter-directory.entity.js';
import { SiteContactMessage } from '../site-contact/site-contact-message.entity.js';
import { Init1763800000000 } from './migrations/1763800000000-init.js';
import { Contacts1764000000000 } from './migrations/1764000000000-contacts.js';
import { ContactsByDate1764600000000 } from './migrations/1764600000000-contacts-by-date.js';
import { EventConsumers1765000000000 } from './migrations/1765000000000-event-consumers.js';
import { InquiryBuyer1765000000001 } from './migrations/1765000000001-inquiry-buyer.js';
import { AccountIds1765100000000 } from './migrations/1765100000000-account-ids.js';
import { Conversations1766000000000 } from './migrations/1766000000000-conversations.js';
import { Mail1766100000000 } from './migrations/1766100000000-mail.js';
import { InquiryReplies1766200000000 } from './migrations/1766200000000-inquiry-replies.js';
import { MailReplyTo1766200000001 } from './migrations/1766200000001-mail-reply-to.js';
import { AdminConversations1766300000000 } from './migrations/1766300000000-admin-conversations.js';
import { QuoteConversations1766400000000 } from './migrations/1766400000000-quote-conversations.js';
import { ContactRestrictions1766500000000 } from './migrations/1766500000000-contact-restrictions.js';
import { DeletedBuyers1767300000000 } from './migrations/1767300000000-deleted-buyers.js';

export const MESSAGING_SCHEMA = 'messaging';

export function messagingDatabase(url: string): SchemaDataSourceInput {
  return {
    schema: MESSAGING_SCHEMA,
    url,
    entities: [
      ExporterDirectoryEntry,
      BuyerDirectoryEntry,
      Inquiry,
      SiteContactMessage,
      Conversation,
      Message,
      Report,
    ],
    migrations: [
      Init1763800000000,
      Contacts1764000000000,
      ContactsByDate1764600000000,
      EventConsumers1765000000000,
      InquiryBuyer1765000000001,
      AccountIds1765100000000,
      Conversations1766000000000,
      Mail1766100000000,
      InquiryReplies1766200000000,
      MailReplyTo1766200000001,
      AdminConversations1766300000000,
      QuoteConversations1766400000000,
      ContactRestrictions1766500000000,
      DeletedBuyers1767300000000,
    ],
  };
}
