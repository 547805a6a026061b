/** Keys whose value maps names to schemas (a property may be called `type` or `const`). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'schemas', 'definitions']);
/** Keys whose value is data, not schemas. */
const DATA = new Set(['example', 'examples', 'default', 'enum', 'x-access']);

/**
 * The gateway's JSON schemas are written for Fastify (JSON Schema draft 7: `type: ['string', 'null']`),
 * but the document declares OpenAPI 3.0, whose schema objects take one `type` and `nullable: true`
 * and know no `const`. This rewrites every schema in a document (or a schema), in place, to that dialect.
 */
export function toOpenApi30Schemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) toOpenApi30Schemas(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    const nonNull = types.filter((type) => type !== 'null');
    delete schema.type;
    if (nonNull.length === 1) schema.type = nonNull[0];
    else if (nonNull.length > 1) schema.anyOf = nonNull.map((type) => ({ type }));
    if (nonNull.length < types.length) schema.nullable = true;
  }
  if ('const' in schema) {
    schema.enum = [schema.const];
    delete schema.const;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (DATA.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && value !== null && typeof value === 'object') {
      for (const named of Object.values(value)) toOpenApi30Schemas(named);
    } else {
      toOpenApi30Schemas(value);
    }
  }
}
