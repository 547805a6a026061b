import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
} from '@nestjs/swagger';
import { cookieNames } from '../auth/auth.constants.js';
import type { GatewayConfig } from '../config/gateway.config.js';
import { dtoSchemas, mergeParameters, parametersOf, type DtoSchemas } from './dto-schemas.js';
import { toOpenApi30Schemas } from './openapi-30.js';
import { operationIdOf, routesByOperationId } from './routes.js';
import { accessDescription, securityFor, securitySchemes } from './security.js';

/** Where the document is served: the UI at /api/docs, the JSON at /api/docs-json. */
export const OPENAPI_PATH = 'api/docs';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The gateway's OpenAPI 3.0 document. Nest's scan gives paths, bodies and the explicit decorators;
 * then, for every operation, from its handler: the security from the route's access policy (unless
 * the route names its own with `@ApiSecurity`), the query and path parameters from its DTOs'
 * class-validator rules, and the request bodies' fields from the same rules. Schemas are rewritten
 * to OpenAPI 3.0 (nullable instead of type arrays).
 */
export function createOpenApiDocument(app: INestApplication, config: GatewayConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Pakistan Export Directory API')
    .setDescription(
      'The public, buyer, exporter and admin API behind the directory. Each operation says who may call ' +
        'it; see the `bearer` security scheme for how an API client signs in and refreshes its token. ' +
        'Errors answer `{statusCode, code, reason, message, details?}`.',
    )
    .setVersion('1');
  const schemes = securitySchemes({
    cookies: cookieNames(new URL(config.PUBLIC_ORIGIN).protocol === 'https:'),
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
  });
  for (const [name, scheme] of Object.entries(schemes)) builder.addSecurity(name, scheme);

  // A copy: the scanned document shares its response schemas with Fastify's serialisers.
  const document = structuredClone(
    SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: operationIdOf }),
  );
  const schemas = dtoSchemas();
  const routes = routesByOperationId(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const route = operation.operationId ? routes.get(operation.operationId) : undefined;
      if (!route) throw new Error(`OpenAPI: no handler for ${method.toUpperCase()} ${path}`);
      describeAccess(operation, route.policy);
      const derived = route.arguments.flatMap((argument) => parametersOf(argument, schemas));
      operation.parameters = mergeParameters((operation.parameters ?? []) as ParameterObject[], derived);
    }
  }
  fillComponentSchemas(document, schemas);
  toOpenApi30Schemas(document);
  return document;
}

/** Serves the document (UI and JSON) built by createOpenApiDocument. */
export function setupOpenApi(app: INestApplication, config: GatewayConfig): OpenAPIObject {
  const document = createOpenApiDocument(app, config);
  SwaggerModule.setup(OPENAPI_PATH, app, document);
  return document;
}

function describeAccess(operation: OperationObject, policy: Parameters<typeof securityFor>[0]): void {
  operation.security ??= securityFor(policy);
  (operation as OperationObject & { 'x-access': object })['x-access'] = policy ?? { access: 'none' };
  operation.description = [operation.description, accessDescription(policy)].filter(Boolean).join('\n\n');
}

/** The DTO schemas the document names (Nest lists them without fields), and any they refer to. */
function fillComponentSchemas(document: OpenAPIObject, schemas: DtoSchemas): void {
  const components = (document.components ??= {});
  const named = (components.schemas ??= {});
  for (const name of Object.keys(named)) if (schemas[name]) named[name] = structuredClone(schemas[name]);
  for (;;) {
    const missing = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((name) => !named[name] && schemas[name]);
    if (missing.length === 0) return;
    for (const name of missing) named[name] = structuredClone(schemas[name]!);
  }
}
