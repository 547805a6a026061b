import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { EXPORTER_REVIEW_MESSAGES, PRODUCT_MESSAGES as P } from '../options/exporter-profile.constants.js';
import {
  ExporterProfileCommand,
  ExporterStatusCommand,
  ProductCommand,
  UpdateMyProductRequest,
} from './my-exporter.dto.js';

/** Transforms then validates as the gateway does: the command and its errors by field. */
async function check<T extends object>(type: new () => T, plain: object) {
  const command = plainToInstance(type, plain);
  const errors = await validate(command);
  const byField = (list: ValidationError[]): Record<string, string[]> =>
    Object.fromEntries(
      list.flatMap((error) =>
        error.children?.length
          ? Object.entries(byField(error.children))
          : [[error.property, Object.values(error.constraints ?? {})]],
      ),
    );
  return { command, errors: byField(errors) };
}

describe('ExporterProfileCommand', () => {
  const base = { companyName: 'Sialkot Sports', email: 'info@sialkot.example' };

  it('takes the form as typed: empty texts are no value, the year as digits, certifications trimmed', async () => {
    const { command, errors } = await check(ExporterProfileCommand, {
      ...base,
      website: '',
      description: '   ',
      establishedYear: '1998',
      employeeCount: '',
      certifications: [' ISO 9001 ', '', 'ISO 9001', 'Halal'],
    });
    expect(errors).toEqual({});
    expect(command).toMatchObject({
      website: null,
      description: null,
      establishedYear: 1998,
      employeeCount: null,
      certifications: ['ISO 9001', 'Halal'],
    });
  });

  it('refuses a year after this one with the message naming this year, and too many certifications', async () => {
    const year = new Date().getFullYear();
    const { errors } = await check(ExporterProfileCommand, {
      ...base,
      establishedYear: year + 1,
      certifications: Array.from({ length: 21 }, (_, i) => `C${i}`),
    });
    expect(errors.establishedYear).toContain(`Established year must be between 1800 and ${year}`);
    expect(errors.certifications).toBeDefined();
  });
});

describe('ProductCommand', () => {
  it('keeps prices exact with at most 2 decimals, and takes only pictures uploaded here', async () => {
    const { command, errors } = await check(ProductCommand, {
      name: 'Match ball',
      categoryId: '3',
      price: 12.5,
      imageUrl: '/media/product-0123456789abcdef-640.webp',
    });
    expect(errors).toEqual({});
    for (const imageUrl of [
      '/media/../identity/secrets.webp',
      '/media/product-xyz-640.png',
      'ftp://a.b/c.webp',
      // Another host's image would let it see every visitor of the public pages.
      'https://tracker.example/pixel.gif',
      'http://images.example/product-0123456789abcdef-640.webp',
      '//tracker.example/media/product-0123456789abcdef-640.webp',
    ]) {
      const refused = await check(ProductCommand, { name: 'Ball', categoryId: 1, imageUrl });
      expect({ imageUrl, errors: refused.errors.imageUrl }).toEqual({
        imageUrl,
        errors: [P.imageUrl],
      });
    }
    expect(command).toMatchObject({ categoryId: 3, price: '12.5' });
    for (const price of [-1, '1.234', '100000000', 'abc', '1e3']) {
      expect((await check(ProductCommand, { name: 'Ball', categoryId: 1, price })).errors.price).toContain(
        P.price,
      );
    }
  });

  it('counts category 0 or none as not chosen, and refuses addresses that are not pictures of this site', async () => {
    for (const categoryId of [0, '', null, undefined, '0']) {
      expect((await check(ProductCommand, { name: 'Ball', categoryId })).errors.categoryId).toContain(
        P.category,
      );
    }
    const { errors } = await check(ProductCommand, {
      name: 'Ball',
      categoryId: 1,
      imageUrl: 'javascript:alert(1)',
    });
    expect(errors.imageUrl).toContain(P.imageUrl);
  });

  it('lets an edit leave fields out but not empty the name or the category', async () => {
    expect((await check(UpdateMyProductRequest, { id: '4', changes: { unit: 'kg' } })).errors).toEqual({});
    const { errors } = await check(UpdateMyProductRequest, {
      id: 4,
      changes: { name: '', categoryId: null },
    });
    expect(errors.name).toContain(P.name);
    expect(errors.categoryId).toContain(P.category);
  });
});

describe('ExporterStatusCommand', () => {
  it('needs a reason to reject, none to approve', async () => {
    expect((await check(ExporterStatusCommand, { status: 'approved' })).errors).toEqual({});
    expect((await check(ExporterStatusCommand, { status: 'rejected', reason: ' ' })).errors.reason).toContain(
      EXPORTER_REVIEW_MESSAGES.reason,
    );
    expect((await check(ExporterStatusCommand, { status: 'pending' })).errors.status).toContain(
      EXPORTER_REVIEW_MESSAGES.status,
    );
  });
});
