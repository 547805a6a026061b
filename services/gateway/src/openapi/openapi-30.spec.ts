import { toOpenApi30Schemas } from './openapi-30.js';

describe('toOpenApi30Schemas', () => {
  it('turns JSON Schema type arrays into one type and nullable, and const into enum', () => {
    const document = {
      paths: {
        '/a': {
          get: {
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        name: { type: ['string', 'null'] },
                        year: { type: ['integer', 'null'] },
                        either: { type: ['string', 'integer'] },
                        agreed: { const: true },
                        type: { type: 'string' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    toOpenApi30Schemas(document);
    expect(document.paths['/a'].get.responses[200].content['application/json'].schema.properties).toEqual({
      name: { type: 'string', nullable: true },
      year: { type: 'integer', nullable: true },
      either: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      agreed: { enum: [true] },
      type: { type: 'string' },
    });
  });

  it('leaves a property named "const" and examples alone', () => {
    const schema = {
      type: 'object',
      properties: { const: { type: 'string' } },
      example: { type: ['x', 'null'] },
    };
    toOpenApi30Schemas(schema);
    expect(schema).toEqual({
      type: 'object',
      properties: { const: { type: 'string' } },
      example: { type: ['x', 'null'] },
    });
  });
});
