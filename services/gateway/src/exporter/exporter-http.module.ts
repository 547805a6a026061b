import { Module } from '@nestjs/common';
import { MyExporterController } from './my-exporter.controller.js';

/** The exporter workspace's catalog routes: the caller's own profile and products. */
@Module({ controllers: [MyExporterController] })
export class ExporterHttpModule {}
