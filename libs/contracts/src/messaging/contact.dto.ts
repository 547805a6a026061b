import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  INQUIRY_TYPES,
  type InquiryType,
} from '../options/messaging.constants.js';
import { trim } from '../common/transforms.js';

// The forms' limits and messages live with the options, where the browser can read them too.
export { CONTACT_LIMITS, CONTACT_MESSAGES };

const emptyAsAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : trim({ value });

/** POST /api/contact-requests: a buyer's inquiry to one exporter. */
export class SendInquiryCommand {
  @Transform(trim)
  @IsNotEmpty({ message: CONTACT_MESSAGES.buyerName })
  @IsString({ message: CONTACT_MESSAGES.buyerName })
  @MaxLength(CONTACT_LIMITS.name, { message: CONTACT_MESSAGES.nameTooLong })
  buyerName: string;

  @Transform(trim)
  @IsEmail({}, { message: CONTACT_MESSAGES.email })
  @MaxLength(CONTACT_LIMITS.email, { message: CONTACT_MESSAGES.email })
  buyerEmail: string;

  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsString()
  @MaxLength(CONTACT_LIMITS.company, { message: CONTACT_MESSAGES.companyTooLong })
  buyerCompany?: string;

  @Transform(trim)
  @IsNotEmpty({ message: CONTACT_MESSAGES.message })
  @IsString({ message: CONTACT_MESSAGES.message })
  @MaxLength(CONTACT_LIMITS.message, { message: CONTACT_MESSAGES.messageTooLong })
  message: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value !== '' ? Number(value) : value,
  )
  @IsInt({ message: CONTACT_MESSAGES.exporterId })
  @Min(1, { message: CONTACT_MESSAGES.exporterId })
  @Max(MAX_INT4, { message: `exporterId must not be greater than ${MAX_INT4}` })
  exporterId: number;
}

/** The answer to POST /api/contact-requests (201). */
export interface SentInquiryDto {
  id: number;
  exporterId: number;
  status: string;
  createdAt: string;
}

/** POST /api/contact: the site's contact form. */
export class CreateSiteContactMessageCommand {
  @Transform(trim)
  @IsNotEmpty({ message: CONTACT_MESSAGES.name })
  @IsString({ message: CONTACT_MESSAGES.name })
  @MaxLength(CONTACT_LIMITS.name, { message: CONTACT_MESSAGES.nameTooLong })
  name: string;

  @Transform(trim)
  @IsEmail({}, { message: CONTACT_MESSAGES.email })
  @MaxLength(CONTACT_LIMITS.email, { message: CONTACT_MESSAGES.email })
  email: string;

  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsString()
  @MaxLength(CONTACT_LIMITS.company, { message: CONTACT_MESSAGES.companyTooLong })
  company?: string;

  @Transform(trim)
  @IsNotEmpty({ message: CONTACT_MESSAGES.subject })
  @IsString({ message: CONTACT_MESSAGES.subject })
  @MaxLength(CONTACT_LIMITS.subject, { message: CONTACT_MESSAGES.subjectTooLong })
  subject: string;

  @Transform(trim)
  @IsNotEmpty({ message: CONTACT_MESSAGES.message })
  @IsString({ message: CONTACT_MESSAGES.message })
  @MaxLength(CONTACT_LIMITS.message, { message: CONTACT_MESSAGES.messageTooLong })
  message: string;

  @Transform(emptyAsAbsent)
  @IsOptional()
  @IsIn(INQUIRY_TYPES, { message: CONTACT_MESSAGES.inquiryType })
  inquiry_type?: InquiryType;
}

/** The answer to POST /api/contact (201). */
export interface SiteContactMessageDto {
  id: number;
  inquiry_type: InquiryType;
  createdAt: string;
}

/** The messaging part of GET /api/stats. */
export interface ContactCountDto {
  /** Inquiries of the last 30 days (the home page's "Monthly Connections"). */
  totalContacts: number;
}
