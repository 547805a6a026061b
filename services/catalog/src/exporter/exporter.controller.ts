import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  CATALOG_PATTERNS,
  CompareExportersQuery,
  ExporterIdParams,
  ListExportersQuery,
  SponsoredExportersQuery,
  type CompareExportersDto,
  type ExporterDto,
  type ExporterListDto,
  type ExporterListItemDto,
  type ProductDto,
  type ProductListDto,
  type SponsoredExportersDto,
} from '@ped/contracts/catalog';
import { RequestData } from '@ped/nest-kit';
import { ExporterService } from './exporter.service.js';

/** Public reads of the catalogue. */
@Controller()
export class ExporterController {
  constructor(private readonly exporters: ExporterService) {}

  @MessagePattern(CATALOG_PATTERNS.exporterList)
  list(@RequestData() query: ListExportersQuery): Promise<ExporterListDto> {
    return this.exporters.list(query);
  }

  @MessagePattern(CATALOG_PATTERNS.exporterSponsored)
  sponsored(@RequestData() query: SponsoredExportersQuery): Promise<SponsoredExportersDto> {
    return this.exporters.sponsored(query);
  }

  @MessagePattern(CATALOG_PATTERNS.productSearch)
  searchProducts(@RequestData() query: ListExportersQuery): Promise<ProductListDto> {
    return this.exporters.searchProducts(query);
  }

  @MessagePattern(CATALOG_PATTERNS.exporterFeatured)
  featured(): Promise<ExporterListItemDto[]> {
    return this.exporters.featured();
  }

  @MessagePattern(CATALOG_PATTERNS.exporterGet)
  get(@RequestData() params: ExporterIdParams): Promise<ExporterDto> {
    return this.exporters.get(params.id);
  }

  @MessagePattern(CATALOG_PATTERNS.exporterCompare)
  compare(@RequestData() query: CompareExportersQuery): Promise<CompareExportersDto> {
    return this.exporters.compare(query);
  }

  @MessagePattern(CATALOG_PATTERNS.productList)
  products(@RequestData() params: ExporterIdParams): Promise<ProductDto[]> {
    return this.exporters.products(params.id);
  }
}
