import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import { ADMIN_PATTERNS, type MessageTemplateDto } from '@ped/contracts/admin';
import { RequestCtx, requireAdmin } from '@ped/nest-kit';
import type { DataSource } from 'typeorm';

/** The seeded message templates (approval, rejection, inquiry follow-up, verification reminder). */
@Controller()
export class MessageTemplatesController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @MessagePattern(ADMIN_PATTERNS.messageTemplateList)
  async list(@RequestCtx() ctx: RequestContext): Promise<MessageTemplateDto[]> {
    requireAdmin(ctx);
    const rows: (Omit<MessageTemplateDto, 'isActive'> & { is_active: boolean })[] =
      await this.dataSource.query(
        'SELECT id, name, category, subject, content, variables, is_active FROM admin.message_templates ORDER BY id',
      );
    return rows.map(({ is_active, ...row }) => ({ ...row, isActive: is_active }));
  }
}
