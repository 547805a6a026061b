import { Module } from '@nestjs/common';
import { BuyerDirectoryService } from './buyer-directory.service.js';

@Module({ providers: [BuyerDirectoryService] })
export class BuyerDirectoryModule {}
