import type { ProductDto } from '@ped/contracts/catalog';
import { PRODUCT_MESSAGES } from '@ped/contracts/options';
import type { FieldErrors } from '@ped/web-kit/forms';

/** Up to 99,999,999.99 with at most two decimals (the column's numeric(12,2), as the server checks it). */
const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

export interface ProductValues {
  name: string;
  /** The chosen category's id as text; '' (the spec's 0) is none. */
  categoryId: string;
  description: string;
  price: string;
  unit: string;
  minimumOrder: string;
}

export const EMPTY_PRODUCT: ProductValues = {
  name: '',
  categoryId: '',
  description: '',
  price: '',
  unit: '',
  minimumOrder: '',
};

export function productValues(product: ProductDto): ProductValues {
  return {
    name: product.name,
    categoryId: product.categoryId === null ? '' : String(product.categoryId),
    description: product.description ?? '',
    price: product.price ?? '',
    unit: product.unit ?? '',
    minimumOrder: product.minimumOrder ?? '',
  };
}

export function validateProduct(values: ProductValues): FieldErrors<ProductValues> {
  const errors: FieldErrors<ProductValues> = {};
  if (!values.name.trim()) errors.name = PRODUCT_MESSAGES.name;
  if (!values.categoryId || values.categoryId === '0') errors.categoryId = PRODUCT_MESSAGES.category;
  const price = values.price.trim().replace(/,/g, '');
  if (price && !PRICE_PATTERN.test(price)) errors.price = PRODUCT_MESSAGES.price;
  return errors;
}

const OPTIONAL = ['description', 'price', 'unit', 'minimumOrder'] as const;

/**
 * ProductCommand: text trimmed, the category a number, the price as exact decimal text, the uploaded pictures
 * in their order. A new product leaves empty fields out; an edit sends them as null (and every picture it
 * keeps), so that clearing a field clears it.
 */
export function toProductPayload(
  values: ProductValues,
  images: readonly string[],
  mode: 'add' | 'edit',
): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    name: values.name.trim(),
    categoryId: Number(values.categoryId),
  };
  if (images.length > 0 || mode === 'edit') payload.images = [...images];
  for (const key of OPTIONAL) {
    const text = key === 'price' ? values.price.trim().replace(/,/g, '') : values[key].trim();
    if (text) payload[key] = text;
    else if (mode === 'edit') payload[key] = null;
  }
  return payload;
}
