import { NullableString, Type, type Static } from '../responses/schema-kit.js';

/** A category as the API shows it. */
export const CategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: NullableString(),
  imageUrl: NullableString(),
});
export type CategoryDto = Static<typeof CategorySchema>;

/** GET /api/categories */
export const CategoryListSchema = Type.Array(CategorySchema);
