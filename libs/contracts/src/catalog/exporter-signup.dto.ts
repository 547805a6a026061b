import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  CERTIFICATIONS,
  EXPORT_EXPERIENCE,
  EXPORTER_BUSINESS_TYPES,
  EXPORTER_DESCRIPTION_MIN_LENGTH,
  EXPORTER_EMPLOYEE_COUNTS,
  EXPORTER_SIGNUP_MESSAGES as M,
  PROVINCES,
} from '../options/catalog.constants.js';
import { MAX_LIST_ENTRIES, uniqueEntries } from '../common/limits.js';
import { IsYearEstablished } from '../common/year-established.js';
import { trim } from '../common/transforms.js';
import { WEBSITE_URL_OPTIONS } from '../options/web-address.js';

export { EXPORTER_DESCRIPTION_MIN_LENGTH };

/** A year typed into a number field arrives as a number: keep the spec's "at least 4 characters" rule. */
const yearAsText = ({ value }: { value: unknown }) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;

/**
 * POST /api/exporter/signup: the free signup form (spec section 5). The first decorator of each
 * field carries the message a form shows for it.
 */
export class ExporterSignupCommand {
  @Transform(trim)
  @IsNotEmpty({ message: M.companyName })
  @IsString({ message: M.companyName })
  @MaxLength(255, { message: 'Company name must be at most 255 characters' })
  companyName: string;

  @IsNotEmpty({ message: M.businessType })
  @IsIn(EXPORTER_BUSINESS_TYPES, { message: M.businessType })
  businessType: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Registration number must be at most 100 characters' })
  registrationNumber?: string;

  @Transform(yearAsText)
  @IsString({ message: M.yearEstablished })
  @MinLength(4, { message: M.yearEstablished })
  @IsYearEstablished()
  yearEstablished: string;

  @Transform(trim)
  @IsNotEmpty({ message: M.contactPersonName })
  @IsString({ message: M.contactPersonName })
  @MaxLength(255, { message: 'Contact person name must be at most 255 characters' })
  contactPersonName: string;

  @Transform(trim)
  @IsEmail({}, { message: M.email })
  @MaxLength(255, { message: M.email })
  email: string;

  @Transform(trim)
  @IsNotEmpty({ message: M.phone })
  @IsString({ message: M.phone })
  @MaxLength(50, { message: 'Phone number must be at most 50 characters' })
  phone: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(50, { message: 'WhatsApp number must be at most 50 characters' })
  whatsapp?: string;

  @Transform(trim)
  @IsNotEmpty({ message: M.address })
  @IsString({ message: M.address })
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  address: string;

  @Transform(trim)
  @IsNotEmpty({ message: M.city })
  @IsString({ message: M.city })
  @MaxLength(100, { message: 'City must be at most 100 characters' })
  city: string;

  @IsNotEmpty({ message: M.province })
  @IsIn(PROVINCES, { message: M.province })
  province: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: 'Postal code must be at most 20 characters' })
  postalCode?: string;

  /** A valid URL or empty (spec): "" is accepted and stored as no website. */
  @Transform(trim)
  @ValidateIf((_, value) => value !== undefined && value !== null && value !== '')
  @IsUrl(WEBSITE_URL_OPTIONS, { message: M.website })
  @MaxLength(500, { message: M.website })
  website?: string;

  @Transform(trim)
  @IsString({ message: M.description })
  @MinLength(EXPORTER_DESCRIPTION_MIN_LENGTH, { message: M.description })
  @MaxLength(5000, { message: 'Company description must be at most 5000 characters' })
  description: string;

  @Transform(trim)
  @IsNotEmpty({ message: M.mainProducts })
  @IsString({ message: M.mainProducts })
  @MaxLength(1000, { message: 'Main products must be at most 1000 characters' })
  mainProducts: string;

  @IsNotEmpty({ message: M.exportExperience })
  @IsIn(EXPORT_EXPERIENCE, { message: M.exportExperience })
  exportExperience: string;

  @Transform(trim)
  @IsNotEmpty({ message: M.targetMarkets })
  @IsString({ message: M.targetMarkets })
  @MaxLength(1000, { message: 'Target markets must be at most 1000 characters' })
  targetMarkets: string;

  @IsNotEmpty({ message: M.employeeCount })
  @IsIn(EXPORTER_EMPLOYEE_COUNTS, { message: M.employeeCount })
  employeeCount: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Annual turnover must be at most 100 characters' })
  annualTurnover?: string;

  @Transform(uniqueEntries)
  @IsOptional()
  @IsArray({ message: 'Certifications must be a list' })
  @ArrayMaxSize(MAX_LIST_ENTRIES, { message: `Certifications must have at most ${MAX_LIST_ENTRIES} entries` })
  @IsIn(CERTIFICATIONS, { each: true, message: `Certifications must be among: ${CERTIFICATIONS.join(', ')}` })
  certifications?: string[];

  @Equals(true, { message: M.agreeToTerms })
  agreeToTerms: boolean;

  @Equals(true, { message: M.agreeToDataProcessing })
  agreeToDataProcessing: boolean;
}
