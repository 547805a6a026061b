import { Module } from '@nestjs/common';
import { MessageTemplatesController } from './message-templates.controller.js';

@Module({ controllers: [MessageTemplatesController] })
export class MessageTemplatesModule {}
