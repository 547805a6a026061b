import { PageLimit, PageOffset } from '../common/pagination.js';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import { PathId } from '../common/path-id.js';
import { trim } from '../common/transforms.js';
import { BUYER_SUSPENSION_LIMITS, BUYER_SUSPENSION_MESSAGES } from '../options/messaging.constants.js';

/**
 * An administrator suspends a buyer from starting conversations and sending inquiries (messaging owns it), with a
 * reason, until an administrator lifts it: the query and command classes. Their answers are declared in
 * buyer-suspensions.responses.ts.
 */

// The form's limit and messages live with the options, where the browser can read them too.
export { BUYER_SUSPENSION_LIMITS, BUYER_SUSPENSION_MESSAGES };

/** Query values arrive as text; "" (or absent) takes the default. */

/** GET /api/admin/suspensions: the buyers suspended now, newest first. */
export class AdminSuspensionsQuery {
  @PageLimit(BUYER_SUSPENSION_LIMITS.listDefault, BUYER_SUSPENSION_LIMITS.listMax)
  limit: number = BUYER_SUSPENSION_LIMITS.listDefault;

  @PageOffset(BUYER_SUSPENSION_LIMITS.maxOffset)
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
