import { Controller, Get } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, type RequirementTemplateListDto } from '@ped/contracts/catalog';
import { Public } from '../../auth/auth.decorators.js';
import { CATALOG_KEYS } from '../../cache/catalog-cache.keys.js';
import { CatalogCacheService } from '../../cache/catalog-cache.service.js';
import { Call } from '../../http/call-context.decorator.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { templateListSchema } from '../requirements/requirements.schema.js';

/** The categories' requirement templates: public and the same for everyone, so cached like the categories. */
@ApiTags('requirements')
@Controller('requirement-templates')
@Public()
export class RequirementTemplatesController {
  constructor(
    private readonly services: ServiceClient,
    private readonly cache: CatalogCacheService,
  ) {}

  @Get()
  @RouteSchema({ response: { 200: templateListSchema } })
  @ApiOkResponse({
    description: 'Every category with a template: the fields a supplier needs in order to quote',
    schema: templateListSchema as object,
  })
  list(@Call() call: CallContext): Promise<RequirementTemplateListDto> {
    return this.cache.cached(
      () => CATALOG_KEYS.requirementTemplates(),
      () => this.services.send(CATALOG_PATTERNS.requirementTemplateList, {}, call),
    );
  }
}
