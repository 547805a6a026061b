import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { REQUIREMENT_DIGEST_MESSAGES } from '../options/requirement-digest.constants.js';

/**
 * `GET /api/requirement-digest/unsubscribe|subscribe?token=…`: the exporter's random digest token from the
 * mail's link (no sign-in: the token is the proof).
 */
export class RequirementDigestTokenQuery {
  @IsNotEmpty({ message: REQUIREMENT_DIGEST_MESSAGES.tokenRequired })
  @IsString({ message: REQUIREMENT_DIGEST_MESSAGES.tokenRequired })
  @Matches(/^[A-Za-z0-9_-]{16,64}$/, { message: REQUIREMENT_DIGEST_MESSAGES.unknownToken })
  token: string;
}

/** The exporter's digest subscription after the link was followed. */
export interface RequirementDigestSubscriptionDto {
  companyName: string;
  subscribed: boolean;
}

/** One run of the digest job: the mails it queued. */
export interface RequirementDigestRunDto {
  sent: number;
}
