import { DateTime, NullableString, Type, type Static } from '../responses/schema-kit.js';

/** GET /api/admin/buyers (identity owns it; issue 19): buyers to verify, Pending first. */
export const AdminBuyerSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String({ description: 'First and last name, else the e-mail' }),
  companyName: NullableString(),
  country: NullableString(),
  businessType: NullableString(),
  isVerified: Type.Boolean(),
  createdAt: DateTime(),
});
export type AdminBuyerDto = Static<typeof AdminBuyerSchema>;

/** GET /api/admin/buyers */
export const AdminBuyerListSchema = Type.Object({
  buyers: Type.Array(AdminBuyerSchema),
  total: Type.Integer({ minimum: 0 }),
});
export type AdminBuyerListDto = Static<typeof AdminBuyerListSchema>;

/** PATCH /api/admin/buyers/{id}/verify */
export const BuyerVerifyResultSchema = Type.Object({
  id: Type.Integer(),
  isVerified: Type.Boolean(),
});
export type BuyerVerifyResultDto = Static<typeof BuyerVerifyResultSchema>;
