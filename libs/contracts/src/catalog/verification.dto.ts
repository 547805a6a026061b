import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { PathId } from '../common/path-id.js';
import { rules } from '../common/rules.js';
import {
  FBR_NTN_PATTERN,
  SECP_CUIN_PATTERN,
  VERIFICATION_DECISIONS,
  VERIFICATION_EMAIL_CODE_PATTERN,
  VERIFICATION_LIMITS as L,
  VERIFICATION_MESSAGES as M,
  VERIFICATION_PHONE_PATTERN,
  VERIFICATION_REQUEST_STATUSES,
  VERIFICATION_SITE_METHODS,
  type VerificationDecision,
  type VerificationRequestStatus,
  type VerificationSiteMethod,
} from '../options/verification.constants.js';
import {
  VERIFICATION_DOCUMENT_CHECK_PATHS,
  VERIFICATION_DOCUMENT_CHECKS,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_MESSAGES as D,
  VERIFICATION_DOCUMENT_NAME_MAX,
  VERIFICATION_DOCUMENT_TYPES,
  type VerificationDocumentCheck,
  type VerificationDocumentContentType,
} from '../options/verification-documents.constants.js';
import { emptyAsNull, trim } from '../common/transforms.js';
import { LINK_URL_OPTIONS } from '../options/web-address.js';

/**
 * The verification ladder (issue 19): an exporter submits evidence per check from its dashboard
 * (/api/my-exporter/verification/…), an administrator reviews each submission
 * (/api/admin/verification-requests), and the public badge lists the checks passed
 * (/api/exporters/{id}/verification).
 */

const requiredText = (max: number, message: string): PropertyDecorator =>
  rules(Transform(trim), IsNotEmpty({ message }), IsString({ message }), MaxLength(max, { message }));
/** A link a file may stand for: checked when given; the catalog asks for one of the two. */
const optionalLink = (): PropertyDecorator =>
  rules(
    Transform(emptyAsNull),
    IsOptional(),
    IsString({ message: M.link }),
    IsUrl(LINK_URL_OPTIONS, { message: M.link }),
    MaxLength(L.link, { message: M.link }),
  );
const matching = (pattern: RegExp, message: string): PropertyDecorator =>
  rules(Transform(trim), IsString({ message }), Matches(pattern, { message }));

/** POST /api/my-exporter/verification/contact/phone-code: the number to text a code to. */
export class PhoneCodeCommand {
  @matching(VERIFICATION_PHONE_PATTERN, M.phone)
  @MaxLength(L.phone, { message: M.phone })
  phone: string;
}

/**
 * POST /api/my-exporter/verification/contact: the e-mailed code and the texted code typed back, with the
 * number the latter was sent to.
 */
export class ContactCheckCommand {
  @matching(VERIFICATION_EMAIL_CODE_PATTERN, M.emailCode)
  emailCode: string;

  @matching(VERIFICATION_EMAIL_CODE_PATTERN, M.phoneCode)
  phoneCode: string;

  @matching(VERIFICATION_PHONE_PATTERN, M.phone)
  @MaxLength(L.phone, { message: M.phone })
  phone: string;
}

/** POST /api/my-exporter/verification/legal-entity: SECP and FBR numbers (format-checked), a certificate link. */
export class LegalEntityCheckCommand {
  @matching(SECP_CUIN_PATTERN, M.secpNumber)
  secpNumber: string;

  @matching(FBR_NTN_PATTERN, M.ntn)
  ntn: string;

  @Transform(emptyAsNull)
  @IsOptional()
  @IsString({ message: M.link })
  @IsUrl(LINK_URL_OPTIONS, { message: M.link })
  @MaxLength(L.link, { message: M.link })
  certificateUrl?: string | null;
}

/**
 * POST /api/my-exporter/verification/membership: a chamber or association, the member number, and a link to
 * check or an uploaded file (the certificate).
 */
export class MembershipCheckCommand {
  @requiredText(L.bodyName, M.bodyName)
  bodyName: string;

  @requiredText(L.memberNumber, M.memberNumber)
  memberNumber: string;

  @optionalLink()
  link?: string | null;
}

/** POST /api/my-exporter/verification/site: a video call (when it suits) or an audit report (firm, and link or file). */
export class SiteCheckCommand {
  @IsIn(VERIFICATION_SITE_METHODS, { message: M.siteMethod })
  method: VerificationSiteMethod;

  @ValidateIf((command: SiteCheckCommand) => command.method === 'video_call')
  @requiredText(L.availability, M.availability)
  availability?: string;

  @ValidateIf((command: SiteCheckCommand) => command.method === 'audit_report')
  @requiredText(L.auditor, M.auditor)
  auditor?: string;

  @ValidateIf((command: SiteCheckCommand) => command.method === 'audit_report')
  @optionalLink()
  link?: string | null;
}

/** The evidence of a submission as stored (`verification_requests.documents`): the command's fields. */
export type VerificationEvidence = Record<string, string | null>;

export class AdminVerificationQuery {
  @IsOptional()
  @IsIn(VERIFICATION_REQUEST_STATUSES, { message: M.status })
  status?: VerificationRequestStatus;
}

/** PATCH /api/admin/verification-requests/{id}: approve or reject with notes (a rejection needs them). */
export class VerificationReviewCommand {
  @IsIn(VERIFICATION_DECISIONS, { message: M.decision })
  decision: VerificationDecision;

  @Transform(emptyAsNull)
  @ValidateIf(
    (command: VerificationReviewCommand) => command.decision === 'rejected' || command.notes != null,
  )
  @IsNotEmpty({ message: M.notes })
  @IsString({ message: M.notes })
  @MaxLength(L.notes, { message: M.notesLength })
  notes?: string | null;
}

/** PATCH /api/admin/verification-requests/{id}: the path. */
export class VerificationRequestIdParams {
  @PathId('Verification request')
  id: number;
}

/** The message `catalog.admin_verification.review`: the path's id and the command. */
export class VerificationReviewRequest extends VerificationReviewCommand {
  @PathId('Verification request')
  id: number;
}

/** POST /api/my-exporter/verification/{check}/documents: the path. */
export class VerificationDocumentCheckParams {
  @IsIn(Object.values(VERIFICATION_DOCUMENT_CHECK_PATHS), { message: D.check })
  check: (typeof VERIFICATION_DOCUMENT_CHECK_PATHS)[VerificationDocumentCheck];
}

/** …/documents/{id} and /api/verification-documents/{id}/file: the path. */
export class VerificationDocumentIdParams {
  @PathId('Document')
  id: number;
}

/**
 * The message `catalog.my_verification.add_document`: a file the gateway checked and stored privately, to
 * record for the caller's exporter (with the check's waiting submission, or for its next one).
 */
export class AddVerificationDocumentCommand {
  @IsIn(VERIFICATION_DOCUMENT_CHECKS, { message: D.check })
  check: VerificationDocumentCheck;

  @IsString()
  @IsNotEmpty()
  @MaxLength(VERIFICATION_DOCUMENT_NAME_MAX)
  name: string;

  @IsIn(Object.keys(VERIFICATION_DOCUMENT_TYPES), { message: D.unsupported })
  contentType: VerificationDocumentContentType;

  @IsInt()
  @Min(1)
  @Max(VERIFICATION_DOCUMENT_MAX_BYTES, { message: D.tooLarge })
  size: number;

  /** The file's name in the private store. */
  @Matches(/^doc-[0-9a-f]{32}\.(pdf|jpg|png)$/)
  storageKey: string;
}

/** The messages that remove a document or read where it is stored: what the gateway needs of it. */
export interface VerificationDocumentStoredDto {
  id: number;
  name: string;
  contentType: VerificationDocumentContentType;
  size: number;
  storageKey: string;
}
