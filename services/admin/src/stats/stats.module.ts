import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogEventsService } from './catalog-events.service.js';
import { StatsCounter } from './stats-counter.entity.js';
import { StatsController } from './stats.controller.js';
import { StatsService } from './stats.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([StatsCounter])],
  controllers: [StatsController],
  providers: [StatsService, CatalogEventsService],
})
export class StatsModule {}
