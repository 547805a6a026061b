import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  CATALOG_PATTERNS,
  ExporterProfileCommand,
  MyProductIdParams,
  ProductCommand,
  UpdateMyProductRequest,
  type MyExporterDto,
  type MyProductListDto,
  type ProductDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { MyExporterService } from './my-exporter.service.js';
import { MyProductsService } from './my-products.service.js';

/** A signed-in exporter account's own exporter and products (the owner is `exporters.user_id`). */
@Controller()
export class MyExporterController {
  constructor(
    private readonly profile: MyExporterService,
    private readonly products: MyProductsService,
  ) {}

  @MessagePattern(CATALOG_PATTERNS.myExporterGet)
  get(@RequestCtx() ctx: RequestContext): Promise<MyExporterDto> {
    return this.profile.get(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.myExporterCreate)
  create(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: ExporterProfileCommand,
  ): Promise<MyExporterDto> {
    return this.profile.create(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.myExporterUpdate)
  update(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: ExporterProfileCommand,
  ): Promise<MyExporterDto> {
    return this.profile.update(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.myProductList)
  listProducts(@RequestCtx() ctx: RequestContext): Promise<MyProductListDto> {
    return this.products.list(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.myProductAdd)
  addProduct(@RequestCtx() ctx: RequestContext, @RequestData() command: ProductCommand): Promise<ProductDto> {
    return this.products.add(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.myProductUpdate)
  updateProduct(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: UpdateMyProductRequest,
  ): Promise<ProductDto> {
    return this.products.update(ctx, request);
  }

  @MessagePattern(CATALOG_PATTERNS.myProductDelete)
  async deleteProduct(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: MyProductIdParams,
  ): Promise<Record<string, never>> {
    await this.products.remove(ctx, params);
    return {};
  }
}
