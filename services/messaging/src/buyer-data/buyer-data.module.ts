import { Module } from '@nestjs/common';
import { BuyerMessagesExportController } from './buyer-messages-export.controller.js';
import { BuyerMessagesExportService } from './buyer-messages-export.service.js';

/** A buyer's messages in its data export (issue 33). */
@Module({ controllers: [BuyerMessagesExportController], providers: [BuyerMessagesExportService] })
export class BuyerDataModule {}
