/**
 * The few TypeBox helpers the response declarations share. A response is declared once, as a
 * TypeBox schema beside its domain (`*.responses.ts`); from it come the TS type (`Static`), the
 * gateway's Fastify serialiser (nothing outside the schema leaks) and the OpenAPI document.
 *
 * The helpers keep the JSON Schema the serialiser is fastest with: a nullable value is a type array
 * (`type: ['string', 'null']`, rewritten to OpenAPI 3.0's `nullable`), not an `anyOf`.
 */
import { Type, type SchemaOptions, type Static, type TSchema } from '@sinclair/typebox';

export { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The value or null. */
export function Nullable<T extends TSchema>(schema: T, options: SchemaOptions = {}) {
  return Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [schema.type as string, 'null'] });
}

/** One of a fixed list of strings (an `enum`, as the spec's constants list them). */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/** An ISO 8601 timestamp, as the services send dates. */
export const DateTime = (options: SchemaOptions = {}) => Type.String({ ...options, format: 'date-time' });

/** Nullable text, the most common field. */
export const NullableString = (options: SchemaOptions = {}) => Nullable(Type.String(), options);

/** Nullable whole number. */
export const NullableInteger = (options: SchemaOptions = {}) => Nullable(Type.Integer(), options);

/** One of a fixed list of strings, or null (the `enum` lists null too, as the serialiser checks it). */
export function NullableStringEnum<const T extends readonly string[]>(
  values: T,
  options: SchemaOptions = {},
) {
  return Type.Unsafe<T[number] | null>({ ...options, type: ['string', 'null'], enum: [...values, null] });
}
