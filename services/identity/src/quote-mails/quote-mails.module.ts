import { Module } from '@nestjs/common';
import { QuoteMailsService } from './quote-mails.service.js';

/** The buyer's e-mail for each new quotation (consumer identity.quote-mails). */
@Module({ providers: [QuoteMailsService] })
export class QuoteMailsModule {}
