import { DateTime, NullableString, Type, type Static } from '../responses/schema-kit.js';

/** One new requirement in the exporter's categories, as its dashboard lists it. */
export const RequirementAlertSchema = Type.Object({
  requirementId: Type.Integer(),
  title: Type.String(),
  categoryName: NullableString(),
  postedAt: DateTime(),
  /** Looked at in the dashboard (the Buying Requests tab) since it came. */
  seen: Type.Boolean(),
});
export type RequirementAlertDto = Static<typeof RequirementAlertSchema>;

/** `GET /api/my-exporter/requirement-alerts`: the latest alerts, and how many are unseen. */
export const RequirementAlertListSchema = Type.Object({
  unseen: Type.Integer({ minimum: 0, description: 'Alerts of open requests not yet seen in the dashboard' }),
  items: Type.Array(RequirementAlertSchema, {
    description: 'The latest alerts of open requests, newest first',
  }),
});
export type RequirementAlertListDto = Static<typeof RequirementAlertListSchema>;
