import { Module } from '@nestjs/common';
import { ContactRequestsController } from './contact-requests.controller.js';
import { ContactController } from './contact.controller.js';
import { ConversationsController } from './conversations.controller.js';

/** The messaging service's HTTP routes: inquiries, the site contact form, conversations. */
@Module({
  controllers: [ContactRequestsController, ContactController, ConversationsController],
})
export class MessagingHttpModule {}
