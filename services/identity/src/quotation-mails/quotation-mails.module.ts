import { Module } from '@nestjs/common';
import { QuotationMailsService } from './quotation-mails.service.js';

/** The buyer's e-mail for each new quotation (consumer identity.quote-mails). */
@Module({ providers: [QuotationMailsService] })
export class QuotationMailsModule {}
