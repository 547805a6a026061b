import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { PathId } from '../common/path-id.js';

export const ADMIN_BUYER_LIMITS = { listDefault: 50, listMax: 100, maxOffset: 100_000 } as const;

/** The list's filter: buyers waiting for verification, or verified ones (absent: all, Pending first). */
export const ADMIN_BUYER_FILTERS = ['pending', 'verified'] as const;
export type AdminBuyerFilter = (typeof ADMIN_BUYER_FILTERS)[number];

export const ADMIN_BUYER_MESSAGES = {
  filter: `filter must be one of: ${ADMIN_BUYER_FILTERS.join(', ')}`,
  isVerified: 'isVerified must be true or false',
  notFound: 'Buyer not found',
} as const;

/** Query strings leave an empty field as "": absent. */
const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
/** Query values arrive as text; "" (or absent) takes the default. */

/** GET /api/admin/buyers */
export class AdminBuyersQuery {
  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(ADMIN_BUYER_FILTERS, { message: ADMIN_BUYER_MESSAGES.filter })
  filter?: AdminBuyerFilter;

  @PageLimit(ADMIN_BUYER_LIMITS.listDefault, ADMIN_BUYER_LIMITS.listMax)
  limit: number = ADMIN_BUYER_LIMITS.listDefault;

  @PageOffset(ADMIN_BUYER_LIMITS.maxOffset)
  offset: number = 0;
}

/** PATCH /api/admin/buyers/{id}/verify's path. */
export class BuyerIdParams {
  @PathId('Buyer')
  id: number;
}

/** PATCH /api/admin/buyers/{id}/verify: set or take back the buyer's verified badge. */
export class SetBuyerVerifiedCommand {
  @IsBoolean({ message: ADMIN_BUYER_MESSAGES.isVerified })
  isVerified: boolean;
}

/** The message `identity.admin_buyer.verify`: the path's id and the command. */
export class SetBuyerVerifiedRequest extends SetBuyerVerifiedCommand {
  @PathId('Buyer')
  id: number;
}
