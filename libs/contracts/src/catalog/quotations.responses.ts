import { EXPORTER_PLANS } from '../options/plans.constants.js';
import { REQUIREMENT_STATUSES } from '../options/buyer.constants.js';
import {
  INCOTERMS,
  QUANTITY_UNITS,
  QUOTATION_STATUSES,
  TRADE_CURRENCIES,
} from '../options/trade-terms.constants.js';
import { VERIFICATION_CHECKS } from '../options/verification.constants.js';
import {
  DateTime,
  Nullable,
  NullableInteger,
  NullableString,
  StringEnum,
  Type,
  type Static,
} from '../responses/schema-kit.js';

/*
 * Quotations as the API shows them (issue 20): the exporter's quotation to an open requirement, its list with
 * the plan's allowance, and the buyer's comparison with accept and decline.
 */

/** One step of a quotation's price by quantity: from `minQuantity` units on, `unitPrice` each. */
export const PriceTierSchema = Type.Object({ minQuantity: Type.Number(), unitPrice: Type.Number() });
export type PriceTier = Static<typeof PriceTierSchema>;

/** A quotation's terms as stored (amounts as numbers). */
export const QuotationTermsSchema = Type.Object({
  unitPrice: Type.Number(),
  currency: StringEnum(TRADE_CURRENCIES),
  unit: StringEnum(QUANTITY_UNITS),
  priceTiers: Type.Array(PriceTierSchema),
  minimumOrder: Nullable(Type.Number()),
  leadTimeDays: Type.Integer(),
  incoterm: StringEnum(INCOTERMS),
  portOfLoading: NullableString(),
  validUntil: Type.String({ format: 'date', description: 'The offer holds until this day’s end (UTC)' }),
});
export type QuotationTermsDto = Static<typeof QuotationTermsSchema>;

const quotationProperties = {
  id: Type.Integer(),
  requirementId: Type.Integer(),
  exporterId: Type.Integer(),
  message: Type.String(),
  quotation: QuotationTermsSchema,
  attachments: Type.Array(Type.String()),
  status: StringEnum(QUOTATION_STATUSES),
  /** The buyer's reason when declined (optional). */
  declineReason: NullableString(),
  decidedAt: Nullable(DateTime()),
  createdAt: DateTime(),
  updatedAt: DateTime(),
};

/** An exporter's quotation to a requirement (POST /api/requirements/{id}/responses answers it). */
export const QuotationSchema = Type.Object(quotationProperties);
export type QuotationDto = Static<typeof QuotationSchema>;

/** GET /api/my-exporter/responses: one of the caller's quotations with its requirement. */
export const MyQuotationSchema = Type.Object({
  ...quotationProperties,
  requirement: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    categoryName: NullableString(),
    status: StringEnum(REQUIREMENT_STATUSES),
    isOpen: Type.Boolean(),
    deadline: Nullable(Type.String({ format: 'date' })),
  }),
});
export type MyQuotationDto = Static<typeof MyQuotationSchema>;

/** The plan's quotations this calendar month (UTC). */
export const QuotationAllowanceSchema = Type.Object(
  {
    plan: StringEnum(EXPORTER_PLANS),
    monthlyLimit: NullableInteger({ description: 'null: no limit' }),
    usedThisMonth: Type.Integer(),
  },
  { description: 'Quotations this calendar month (UTC) against the plan’s limit' },
);
export type QuotationAllowanceDto = Static<typeof QuotationAllowanceSchema>;

/** GET /api/my-exporter/responses */
export const MyQuotationListSchema = Type.Object({
  items: Type.Array(MyQuotationSchema),
  allowance: QuotationAllowanceSchema,
});
export type MyQuotationListDto = Static<typeof MyQuotationListSchema>;

// ---- the buyer's side: comparison, accept, decline ---------------------------------------------------

/** The exporter beside its quotation in the buyer's comparison. */
export const QuotingExporterSchema = Type.Object({
  id: Type.Integer(),
  companyName: Type.String(),
  logoUrl: NullableString(),
  city: NullableString(),
  businessType: NullableString(),
  isListed: Type.Boolean({ description: 'Public now: its profile can be opened' }),
  isVerified: Type.Boolean(),
  isPremium: Type.Boolean(),
  /** The verification checks passed and not lapsed. */
  verificationChecks: Type.Array(StringEnum(VERIFICATION_CHECKS)),
  /** null below the minimum of samples. */
  responseRate: Nullable(Type.Number(), { description: 'Percent answered within 24 hours over 90 days' }),
  medianResponseMinutes: NullableInteger(),
  yearsInBusiness: NullableInteger(),
});
export type QuotingExporterDto = Static<typeof QuotingExporterSchema>;

/** A quotation to one of the buyer's requirements, with its exporter. */
export const BuyerQuotationSchema = Type.Object({ ...quotationProperties, exporter: QuotingExporterSchema });
export type BuyerQuotationDto = Static<typeof BuyerQuotationSchema>;

/** GET /api/buyer/requirements/{id}/responses: the quotations to one of the buyer's requirements, oldest first. */
export const BuyerQuotationListSchema = Type.Object({
  requirementId: Type.Integer(),
  responses: Type.Array(BuyerQuotationSchema),
});
export type BuyerQuotationListDto = Static<typeof BuyerQuotationListSchema>;

/** POST …/accept: the accepted quotation and its conversation (null if messaging did not answer in time: it follows). */
export const AcceptQuotationResultSchema = Type.Object({
  response: BuyerQuotationSchema,
  conversationId: NullableInteger({
    description: 'The conversation with the quotation as its first message (null: it follows shortly)',
  }),
});
export type AcceptQuotationResultDto = Static<typeof AcceptQuotationResultSchema>;
