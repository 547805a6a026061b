import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { CreateSiteContactMessageCommand, SiteContactMessageDto } from '@ped/contracts/messaging';
import type { Repository } from 'typeorm';
import { SiteContactMessage } from './site-contact-message.entity.js';

@Injectable()
export class SiteContactService {
  constructor(
    @InjectRepository(SiteContactMessage) private readonly messages: Repository<SiteContactMessage>,
  ) {}

  async create(command: CreateSiteContactMessageCommand): Promise<SiteContactMessageDto> {
    const row = await this.messages.save(
      this.messages.create({
        name: command.name,
        email: command.email,
        company: command.company ?? null,
        subject: command.subject,
        message: command.message,
        inquiryType: command.inquiry_type ?? 'general',
      }),
    );
    return { id: row.id, inquiry_type: row.inquiryType, createdAt: row.createdAt.toISOString() };
  }
}
