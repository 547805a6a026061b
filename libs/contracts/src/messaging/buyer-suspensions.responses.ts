import { DateTime, NullableString, Type, type Static } from '../responses/schema-kit.js';

/** A suspended buyer, as the admin console lists them (POST /api/admin/suspensions answers one). */
export const BuyerSuspensionSchema = Type.Object({
  buyerId: Type.Integer(),
  /** "Unknown" when messaging no longer knows them. */
  buyerName: Type.String({ description: 'The buyer’s name, else e-mail; "Unknown" when gone' }),
  buyerEmail: NullableString(),
  reason: Type.String(),
  suspendedAt: DateTime(),
});
export type BuyerSuspensionDto = Static<typeof BuyerSuspensionSchema>;

/** GET /api/admin/suspensions */
export const BuyerSuspensionListSchema = Type.Object({
  suspensions: Type.Array(BuyerSuspensionSchema),
  total: Type.Integer({ minimum: 0 }),
});
export type BuyerSuspensionListDto = Static<typeof BuyerSuspensionListSchema>;
