import { Nullable, NullableString, Type, type Static } from '../responses/schema-kit.js';

const StringList = () => Type.Array(Type.String());

/** GET /api/buyer/profile and POST /api/buyer/complete-profile: the buyer's business profile. */
export const BuyerProfileSchema = Type.Object({
  buyerUserId: Type.Integer(),
  companyName: Type.String(),
  businessType: Type.String(),
  industryFocus: StringList(),
  country: Type.String(),
  city: NullableString(),
  website: NullableString(),
  phone: NullableString(),
  address: NullableString(),
  yearEstablished: Nullable(Type.Integer()),
  employeeCount: NullableString(),
  annualTurnover: NullableString(),
  preferredPaymentTerms: StringList(),
  shippingRequirements: NullableString(),
  certificationRequirements: StringList(),
  bio: NullableString(),
  isVerified: Type.Boolean(),
});
export type BuyerProfileDto = Static<typeof BuyerProfileSchema>;
