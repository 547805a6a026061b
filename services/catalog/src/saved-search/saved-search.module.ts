import { Module } from '@nestjs/common';
import { ExporterModule } from '../exporter/exporter.module.js';
import { SavedSearchController } from './saved-search.controller.js';
import { SavedSearchService } from './saved-search.service.js';

@Module({
  imports: [ExporterModule],
  controllers: [SavedSearchController],
  providers: [SavedSearchService],
})
export class SavedSearchModule {}
