import { Module } from '@nestjs/common';
import { ContactRequestsController } from './contact-requests.controller.js';
import { ContactController } from './contact.controller.js';
import { ConversationsController } from './conversations.controller.js';
import { MyInquiriesController } from './my-inquiries.controller.js';

/** The messaging service's HTTP routes: inquiries, the site contact form, conversations, an exporter's inquiries. */
@Module({
  controllers: [ContactRequestsController, ContactController, ConversationsController, MyInquiriesController],
})
export class MessagingHttpModule {}
