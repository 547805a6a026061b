/**
 * JSON schemas of the category responses: Fastify serialises with them (fast, and nothing
 * outside the schema leaks) and the OpenAPI document shows them.
 */
export const categorySchema = {
  type: 'object',
  required: ['id', 'name', 'slug', 'description', 'imageUrl'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    description: { type: ['string', 'null'] },
    imageUrl: { type: ['string', 'null'] },
  },
} as const;

export const categoryListSchema = { type: 'array', items: categorySchema } as const;
