import { Module } from '@nestjs/common';
import { PlatformMetricsController } from './platform-metrics.controller.js';

@Module({ controllers: [PlatformMetricsController] })
export class PlatformMetricsModule {}
