import { Module } from '@nestjs/common';
import { MyExporterController } from './my-exporter.controller.js';
import { MyExporterService } from './my-exporter.service.js';
import { MyProductsService } from './my-products.service.js';

/** The exporter workspace's profile and products (GET/PUT /api/my-exporter, POST /api/exporters, products). */
@Module({
  controllers: [MyExporterController],
  providers: [MyExporterService, MyProductsService],
})
export class MyExporterModule {}
