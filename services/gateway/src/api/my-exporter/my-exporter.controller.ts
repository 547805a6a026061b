import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
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
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { NOT_APPROVED_DOC, NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { myExporterSchema, myProductListSchema, myProductSchema } from './my-exporter.schema.js';

const NO_PRODUCT = `${NO_PROFILE_DOC}; PRODUCT_NOT_FOUND: no product of the caller’s exporter has this id`;

/**
 * The exporter workspace's profile and products: the catalog service acts for the exporter the caller's
 * account owns (`exporters.user_id`); anything of another exporter is not found.
 */
@ApiTags('exporter workspace')
@Controller()
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
@ApiForbiddenResponse({ description: 'Administrators have no exporter workspace' })
export class MyExporterController {
  constructor(private readonly services: ServiceClient) {}

  @Get('my-exporter')
  @RouteSchema({ response: { 200: myExporterSchema } })
  @ApiOkResponse({
    description: 'The caller’s exporter in any status, with its plan and the plan’s limits',
    schema: myExporterSchema as object,
  })
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
  get(@Call() call: CallContext): Promise<MyExporterDto> {
    return this.services.send(CATALOG_PATTERNS.myExporterGet, {}, call);
  }

  @Post('exporters')
  @RouteSchema({ response: { 201: myExporterSchema } })
  @ApiCreatedResponse({
    description: 'The profile, pending review',
    schema: myExporterSchema as object,
  })
  @ApiBadRequestResponse({ description: 'A field is invalid; every failing field is named' })
  @ApiConflictResponse({
    description: `EXPORTER_PROFILE_EXISTS: "${EXPORTER_PROFILE_MESSAGES.exists}"; APPLICATION_EMAIL_TAKEN: another exporter has the e-mail`,
  })
  create(@Body() command: ExporterProfileCommand, @Call() call: CallContext): Promise<MyExporterDto> {
    return this.services.send(CATALOG_PATTERNS.myExporterCreate, command, call);
  }

  @Put('my-exporter')
  @RouteSchema({ response: { 200: myExporterSchema } })
  @ApiOkResponse({
    description: 'The whole profile replaced (a rejected one goes back to review)',
    schema: myExporterSchema as object,
  })
  @ApiBadRequestResponse({
    description: 'A field is invalid; every failing field is named, nothing is stored',
  })
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
  @ApiConflictResponse({ description: 'APPLICATION_EMAIL_TAKEN: another exporter has the e-mail' })
  update(@Body() command: ExporterProfileCommand, @Call() call: CallContext): Promise<MyExporterDto> {
    return this.services.send(CATALOG_PATTERNS.myExporterUpdate, command, call);
  }

  @Get('my-exporter/products')
  @RouteSchema({ response: { 200: myProductListSchema } })
  @ApiOkResponse({
    description: 'The caller’s products, newest first, whatever the exporter’s status',
    schema: myProductListSchema as object,
  })
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
  listProducts(@Call() call: CallContext): Promise<MyProductListDto> {
    return this.services.send(CATALOG_PATTERNS.myProductList, {}, call);
  }

  @Post('my-exporter/products')
  @RouteSchema({ response: { 201: myProductSchema } })
  @ApiCreatedResponse({ description: 'Product added', schema: myProductSchema as object })
  @ApiBadRequestResponse({
    description: `A field is invalid ("${PRODUCT_MESSAGES.name}", "${PRODUCT_MESSAGES.category}", "${PRODUCT_MESSAGES.unknownCategory}", …)`,
  })
  @ApiForbiddenResponse({
    description: `PLAN_LIMIT_REACHED: ${PLAN_LIMIT_MESSAGES.products} ${NOT_APPROVED_DOC}`,
  })
  @ApiNotFoundResponse({ description: NO_PROFILE_DOC })
  addProduct(@Body() command: ProductCommand, @Call() call: CallContext): Promise<ProductDto> {
    return this.services.send(CATALOG_PATTERNS.myProductAdd, command, call);
  }

  @Patch('my-exporter/products/:id')
  @RouteSchema({ response: { 200: myProductSchema } })
  @ApiOkResponse({ description: 'The product as edited', schema: myProductSchema as object })
  @ApiBadRequestResponse({ description: 'A field is invalid (an emptied name or category)' })
  @ApiNotFoundResponse({ description: NO_PRODUCT })
  updateProduct(
    @Param() params: MyProductIdParams,
    @Body() changes: UpdateProductCommand,
    @Call() call: CallContext,
  ): Promise<ProductDto> {
    return this.services.send(CATALOG_PATTERNS.myProductUpdate, { id: params.id, changes }, call);
  }

  @Delete('my-exporter/products/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: NO_PRODUCT })
  async deleteProduct(@Param() params: MyProductIdParams, @Call() call: CallContext): Promise<void> {
    await this.services.send(CATALOG_PATTERNS.myProductDelete, params, call);
  }
}
