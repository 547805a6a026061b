import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  CreateSiteContactMessageCommand,
  MESSAGING_PATTERNS,
  type SiteContactMessageDto,
} from '@ped/contracts/messaging';
import { RequestData } from '@ped/nest-kit';
import { SiteContactService } from './site-contact.service.js';

@Controller()
export class SiteContactController {
  constructor(private readonly siteContact: SiteContactService) {}

  @MessagePattern(MESSAGING_PATTERNS.siteContactMessageCreate)
  create(@RequestData() command: CreateSiteContactMessageCommand): Promise<SiteContactMessageDto> {
    return this.siteContact.create(command);
  }
}
