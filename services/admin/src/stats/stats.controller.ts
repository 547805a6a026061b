import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import { ADMIN_PATTERNS, type AdminEnhancedStatsDto, type AdminStatsDto } from '@ped/contracts/admin';
import { RequestCtx } from '@ped/nest-kit';
import { StatsService } from './stats.service.js';

@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @MessagePattern(ADMIN_PATTERNS.statsGet)
  get(@RequestCtx() ctx: RequestContext): Promise<AdminStatsDto> {
    return this.stats.get(ctx);
  }

  @MessagePattern(ADMIN_PATTERNS.enhancedStatsGet)
  enhanced(@RequestCtx() ctx: RequestContext): Promise<AdminEnhancedStatsDto> {
    return this.stats.enhanced(ctx);
  }
}
