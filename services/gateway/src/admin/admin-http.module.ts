import { Module } from '@nestjs/common';
import { AdminExportersController } from './admin-exporters.controller.js';

/** Administrators' routes served by the services (the admin issue adds its screens' routes here). */
@Module({ controllers: [AdminExportersController] })
export class AdminHttpModule {}
