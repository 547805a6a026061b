import { getMetadataStorage, IsInt, IsString, validate } from 'class-validator';
import { memoizeValidationMetadata } from './validation-metadata-cache.js';

describe('memoizeValidationMetadata (class-validator rule lookups kept until a rule is added)', () => {
  beforeAll(() => memoizeValidationMetadata());

  class Query {
    @IsString() term!: string;
  }

  it('finds the same rules twice, the second time from what it kept', async () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Query, '', true, false);
    expect(first.map((rule) => rule.propertyName)).toEqual(['term']);
    expect(storage.getTargetValidationMetadatas(Query, '', true, false)).toBe(first);
    const query = Object.assign(new Query(), { term: 7 });
    expect((await validate(query)).map((error) => error.property)).toEqual(['term']);
  });

  it('sees a rule declared later, inherited ones included', async () => {
    getMetadataStorage().getTargetValidationMetadatas(Query, '', true, false);
    class PagedQuery extends Query {
      @IsInt() page!: number;
    }
    const paged = Object.assign(new PagedQuery(), { term: 7, page: 'x' });
    expect((await validate(paged)).map((error) => error.property).sort()).toEqual(['page', 'term']);
  });
});
