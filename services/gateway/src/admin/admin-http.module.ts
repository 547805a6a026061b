import { Module } from '@nestjs/common';
import { AdminCatalogController } from './admin-catalog.controller.js';
import { AdminExportersController } from './admin-exporters.controller.js';

/** Administrators' routes served by the services (the admin issue adds its screens' routes here). */
@Module({ controllers: [AdminExportersController, AdminCatalogController] })
export class AdminHttpModule {}
