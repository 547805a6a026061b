import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteContactMessage } from './site-contact-message.entity.js';
import { SiteContactController } from './site-contact.controller.js';
import { SiteContactService } from './site-contact.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SiteContactMessage])],
  controllers: [SiteContactController],
  providers: [SiteContactService],
})
export class SiteContactModule {}
