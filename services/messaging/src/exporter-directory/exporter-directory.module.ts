import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExporterDirectoryEntry } from './exporter-directory.entity.js';
import { ExporterDirectoryService } from './exporter-directory.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ExporterDirectoryEntry])],
  providers: [ExporterDirectoryService],
  exports: [ExporterDirectoryService],
})
export class ExporterDirectoryModule {}
