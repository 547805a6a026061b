import type { ParameterObject, SchemaObject } from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import type { RouteArgument } from './routes.js';

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

export type DtoSchemas = Record<string, SchemaObject>;

const REFLECTED_BUILT_INS = new Set(['Array', 'Object', 'Number', 'String', 'Boolean']);

/**
 * JSON schemas of every class-validator DTO loaded (fields, types, limits, required-ness), by class
 * name: the contracts stay free of OpenAPI decorators and the document still shows every field.
 */
export function dtoSchemas(): DtoSchemas {
  const schemas = validationMetadatasToSchemas({ refPointerPrefix: SCHEMA_REF_PREFIX }) as DtoSchemas;
  // A custom rule (ValidateBy) makes the reader add a $ref to the field's reflected type: Array for a list
  // (QuotationCommand.priceTiers), Object for `number | null` (an amount). Those are no schemas; the field's
  // own `type` says it all.
  for (const schema of Object.values(schemas)) {
    for (const property of Object.values(schema.properties ?? {}) as SchemaObject[]) {
      const ref = (property as { $ref?: string }).$ref;
      if (ref && REFLECTED_BUILT_INS.has(ref.slice(SCHEMA_REF_PREFIX.length)) && property.type !== undefined)
        delete (property as { $ref?: string }).$ref;
    }
  }
  return schemas;
}

const SCALARS = new Map<unknown, SchemaObject>([
  [String, { type: 'string' }],
  [Number, { type: 'number' }],
  [Boolean, { type: 'boolean' }],
]);

/**
 * The query or path parameters an argument stands for: each field of a DTO (`@Query() q: ListQuery`),
 * or one named value (`@Query('returnTo') returnTo: string`). A field with a default in the class
 * is optional and shows the default; path parameters are always required.
 */
export function parametersOf(argument: RouteArgument, schemas: DtoSchemas): ParameterObject[] {
  const location = argument.in;
  if (location === 'body') return [];
  const required = (isRequired: boolean) => location === 'path' || isRequired;
  if (argument.name !== undefined) {
    const schema = SCALARS.get(argument.type) ?? { type: 'string' };
    return [{ name: argument.name, in: location, required: required(false), schema: { ...schema } }];
  }
  if (typeof argument.type !== 'function') return [];
  const dto = argument.type as new () => Record<string, unknown>;
  const schema = schemas[dto.name];
  if (!schema?.properties) return [];
  const defaults = new dto();
  return Object.entries(schema.properties).map(([name, property]) => {
    const fallback = defaults[name];
    return {
      name,
      in: location,
      required: required(fallback === undefined && (schema.required ?? []).includes(name)),
      schema: { ...property, ...(fallback === undefined ? {} : { default: fallback }) },
    };
  });
}

/** Derived parameters, each completed by an explicit one (`@ApiQuery`) of the same name, which wins. */
export function mergeParameters(explicit: ParameterObject[], derived: ParameterObject[]): ParameterObject[] {
  const same = (a: ParameterObject) => (b: ParameterObject) => a.name === b.name && a.in === b.in;
  const merged = derived.map((parameter) => {
    const given = explicit.find(same(parameter));
    if (!given) return parameter;
    return { ...parameter, ...given, schema: { ...parameter.schema, ...given.schema } };
  });
  return [...merged, ...explicit.filter((parameter) => !derived.some(same(parameter)))];
}
