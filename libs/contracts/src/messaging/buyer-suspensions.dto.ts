import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import { PathId } from '../common/path-id.js';
import { trim } from '../common/transforms.js';
import { BUYER_SUSPENSION_LIMITS, BUYER_SUSPENSION_MESSAGES } from '../options/messaging.constants.js';

/**
 * An administrator suspends a buyer from starting conversations and sending inquiries (messaging owns it), with a
 * reason, until an administrator lifts it. The query and command classes live beside them in this file.
 */

// The form's limit and messages live with the options, where the browser can read them too.
export { BUYER_SUSPENSION_LIMITS, BUYER_SUSPENSION_MESSAGES };

/** Query values arrive as text; "" (or absent) takes the default. */
const toNumber =
  (fallback: number) =>
  ({ value }: { value: unknown }) =>
    value === '' || value === null || value === undefined
      ? fallback
      : typeof value === 'string'
        ? Number(value)
        : value;

/** GET /api/admin/suspensions: the buyers suspended now, newest first. */
export class AdminSuspensionsQuery {
  @Transform(toNumber(BUYER_SUSPENSION_LIMITS.listDefault))
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(BUYER_SUSPENSION_LIMITS.listMax, {
    message: `limit must not be greater than ${BUYER_SUSPENSION_LIMITS.listMax}`,
  })
  limit: number = BUYER_SUSPENSION_LIMITS.listDefault;

  @Transform(toNumber(0))
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must not be negative' })
  @Max(BUYER_SUSPENSION_LIMITS.maxOffset, {
    message: `offset must not be greater than ${BUYER_SUSPENSION_LIMITS.maxOffset}`,
  })
  offset: number = 0;
}

/** POST /api/admin/suspensions */
export class SuspendBuyerCommand {
  @IsInt({ message: BUYER_SUSPENSION_MESSAGES.buyerRequired })
  @Min(1, { message: BUYER_SUSPENSION_MESSAGES.buyerRequired })
  @Max(MAX_INT4, { message: BUYER_SUSPENSION_MESSAGES.buyerRequired })
  buyerId: number;

  @Transform(trim)
  @IsNotEmpty({ message: BUYER_SUSPENSION_MESSAGES.reasonRequired })
  @IsString({ message: BUYER_SUSPENSION_MESSAGES.reasonRequired })
  @MaxLength(BUYER_SUSPENSION_LIMITS.reason, { message: BUYER_SUSPENSION_MESSAGES.reasonTooLong })
  reason: string;
}

/** DELETE /api/admin/suspensions/{buyerId}: lifts the buyer's suspension. */
export class BuyerSuspensionParams {
  @PathId('Buyer')
  buyerId: number;
}

/** A suspended buyer, as the admin console lists them. */
export interface BuyerSuspensionDto {
  buyerId: number;
  /** The buyer's name, else e-mail; "Unknown" when messaging no longer knows them. */
  buyerName: string;
  buyerEmail: string | null;
  reason: string;
  suspendedAt: string;
}

export interface BuyerSuspensionListDto {
  suspensions: BuyerSuspensionDto[];
  total: number;
}
