import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { Principal } from '@ped/contracts';
import { ADMIN_PATTERNS, type AdminStatsDto } from '@ped/contracts/admin';
import { Caller, requireAdmin } from '@ped/nest-kit';
import { StatsService } from './stats.service.js';

@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @MessagePattern(ADMIN_PATTERNS.statsGet)
  get(@Caller() caller?: Principal): Promise<AdminStatsDto> {
    requireAdmin(caller);
    return this.stats.get();
  }
}
