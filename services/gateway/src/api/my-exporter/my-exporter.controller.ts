import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  ExporterProfileCommand,
  MyProductIdParams,
  ProductCommand,
  UpdateProductCommand,
  type MyExporterDto,
  type MyProductListDto,
  type ProductDto,
} from '@ped/contracts/catalog';
import { EXPORTER_PROFILE_MESSAGES, PLAN_LIMIT_MESSAGES, PRODUCT_MESSAGES } from '@ped/contracts/options';
import { MyExporterSchema, MyProductListSchema, MyProductSchema } from '@ped/contracts/responses';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { NOT_APPROVED_DOC, NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

const NO_PRODUCT = `${NO_PROFILE_DOC}; PRODUCT_NOT_FOUND: no product of the caller’s exporter has this id`;
/** Every route's: a route that names its own 403 says it there. */
const EVERY_ROUTE = { 403: 'Administrators have no exporter workspace' };

/**
 * The exporter workspace's profile and products: the catalog service acts for the exporter the caller's
 * account owns (`exporters.user_id`); anything of another exporter is not found.
 */
@ApiTags('exporter workspace')
@Controller()
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
export class MyExporterController {
  constructor(private readonly services: ServiceClient) {}

  @Get('my-exporter')
  @Answers({
    ...EVERY_ROUTE,
    200: {
      description: 'The caller’s exporter in any status, with its plan and the plan’s limits',
      schema: MyExporterSchema,
    },
    404: NO_PROFILE_DOC,
  })
  get(@Call() call: CallContext): Promise<MyExporterDto> {
    return this.services.send(CATALOG_PATTERNS.myExporterGet, {}, call);
  }

  @Post('exporters')
  @Answers({
    ...EVERY_ROUTE,
    201: { description: 'The profile, pending review', schema: MyExporterSchema },
    400: 'A field is invalid; every failing field is named',
    409: `EXPORTER_PROFILE_EXISTS: "${EXPORTER_PROFILE_MESSAGES.exists}"; APPLICATION_EMAIL_TAKEN: another exporter has the e-mail`,
  })
  create(@Body() command: ExporterProfileCommand, @Call() call: CallContext): Promise<MyExporterDto> {
    return this.services.send(CATALOG_PATTERNS.myExporterCreate, command, call);
  }

  @Put('my-exporter')
  @Answers({
    ...EVERY_ROUTE,
    200: {
      description: 'The whole profile replaced (a rejected one goes back to review)',
      schema: MyExporterSchema,
    },
    400: 'A field is invalid; every failing field is named, nothing is stored',
    404: NO_PROFILE_DOC,
    409: 'APPLICATION_EMAIL_TAKEN: another exporter has the e-mail',
  })
  update(@Body() command: ExporterProfileCommand, @Call() call: CallContext): Promise<MyExporterDto> {
    return this.services.send(CATALOG_PATTERNS.myExporterUpdate, command, call);
  }

  @Get('my-exporter/products')
  @Answers({
    ...EVERY_ROUTE,
    200: {
      description: 'The caller’s products, newest first, whatever the exporter’s status',
      schema: MyProductListSchema,
    },
    404: NO_PROFILE_DOC,
  })
  listProducts(@Call() call: CallContext): Promise<MyProductListDto> {
    return this.services.send(CATALOG_PATTERNS.myProductList, {}, call);
  }

  @Post('my-exporter/products')
  @Answers({
    201: { description: 'Product added', schema: MyProductSchema },
    400: `A field is invalid ("${PRODUCT_MESSAGES.name}", "${PRODUCT_MESSAGES.category}", "${PRODUCT_MESSAGES.unknownCategory}", …)`,
    403: `PLAN_LIMIT_REACHED: ${PLAN_LIMIT_MESSAGES.products} ${NOT_APPROVED_DOC}`,
    404: NO_PROFILE_DOC,
  })
  addProduct(@Body() command: ProductCommand, @Call() call: CallContext): Promise<ProductDto> {
    return this.services.send(CATALOG_PATTERNS.myProductAdd, command, call);
  }

  @Patch('my-exporter/products/:id')
  @Answers({
    ...EVERY_ROUTE,
    200: { description: 'The product as edited', schema: MyProductSchema },
    400: 'A field is invalid (an emptied name or category)',
    404: NO_PRODUCT,
  })
  updateProduct(
    @Param() params: MyProductIdParams,
    @Body() changes: UpdateProductCommand,
    @Call() call: CallContext,
  ): Promise<ProductDto> {
    return this.services.send(CATALOG_PATTERNS.myProductUpdate, { id: params.id, changes }, call);
  }

  @Delete('my-exporter/products/:id')
  @HttpCode(204)
  @Answers({ ...EVERY_ROUTE, 204: 'Deleted', 404: NO_PRODUCT })
  async deleteProduct(@Param() params: MyProductIdParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(CATALOG_PATTERNS.myProductDelete, params, call);
  }
}
