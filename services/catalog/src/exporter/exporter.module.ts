import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExporterController } from './exporter.controller.js';
import { ExporterSeedService } from './exporter-seed.service.js';
import { ExporterService } from './exporter.service.js';
import { Product } from './product.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Product])],
  controllers: [ExporterController],
  providers: [ExporterService, ExporterSeedService],
  exports: [ExporterSeedService],
})
export class ExporterModule {}
