import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CATALOG_PATTERNS, type RequirementTemplateListDto } from '@ped/contracts/catalog';
import { RequirementTemplateListSchema } from '@ped/contracts/responses';
import { Public } from '../../auth/auth.decorators.js';
import { CATALOG_KEYS } from '../../cache/catalog-cache.keys.js';
import { CatalogCacheService } from '../../cache/catalog-cache.service.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

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
  @Answers({
    200: {
      description: 'Every category with a template: the fields a supplier needs in order to quote',
      schema: RequirementTemplateListSchema,
    },
  })
  list(@Call() call: CallContext): Promise<RequirementTemplateListDto> {
    return this.cache.cached(
      () => CATALOG_KEYS.requirementTemplates(),
      () => this.services.send(CATALOG_PATTERNS.requirementTemplateList, {}, call),
    );
  }
}
