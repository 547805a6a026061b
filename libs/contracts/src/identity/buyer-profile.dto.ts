import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  BUYER_BUSINESS_TYPES,
  BUYER_EMPLOYEE_COUNTS,
  BUYER_PROFILE_LIMITS as LIMIT,
  BUYER_PROFILE_MESSAGES,
  BUYER_TURNOVERS,
  CERTIFICATIONS,
  INDUSTRIES,
  PAYMENT_TERMS,
} from '../options/index.js';
import { MAX_LIST_ENTRIES, uniqueEntries } from '../common/limits.js';
import { IsYearEstablished } from '../common/year-established.js';
import { trim } from '../common/transforms.js';
import { WEBSITE_URL_OPTIONS } from '../options/web-address.js';

const REQUIRED = BUYER_PROFILE_MESSAGES.incomplete;
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** POST /api/buyer/complete-profile: every field of the four-step registration wizard. */
export class CompleteBuyerProfileCommand {
  @Transform(trim)
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @MaxLength(LIMIT.firstName)
  firstName: string;

  @Transform(trim)
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @MaxLength(LIMIT.lastName)
  lastName: string;

  @IsEmail({}, { message: BUYER_PROFILE_MESSAGES.email })
  email: string;

  @ValidateIf((_, v) => v !== undefined && v !== '')
  @IsString()
  @MaxLength(LIMIT.phone)
  phone?: string;

  @Transform(trim)
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @MaxLength(LIMIT.companyName)
  companyName: string;

  /** Stored lower-cased. */
  @Transform(lower)
  @IsIn(BUYER_BUSINESS_TYPES.map((t) => t.toLowerCase()), { message: REQUIRED })
  businessType: string;

  @Transform(trim)
  @IsNotEmpty({ message: REQUIRED })
  @IsString({ message: REQUIRED })
  @MaxLength(LIMIT.country)
  country: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMIT.city)
  city?: string;

  @ValidateIf((_, v) => v !== undefined && v !== '')
  @IsUrl(WEBSITE_URL_OPTIONS, { message: BUYER_PROFILE_MESSAGES.website })
  website?: string;

  @IsOptional()
  @IsString()
  @MaxLength(LIMIT.address)
  address?: string;

  @IsOptional()
  @Type(() => Number)
  @IsYearEstablished()
  yearEstablished?: number;

  @IsOptional()
  @IsIn(BUYER_EMPLOYEE_COUNTS)
  employeeCount?: string;

  @IsOptional()
  @IsIn(BUYER_TURNOVERS)
  annualTurnover?: string;

  @Transform(uniqueEntries)
  @IsArray({ message: REQUIRED })
  @ArrayMinSize(1, { message: REQUIRED })
  @ArrayMaxSize(MAX_LIST_ENTRIES, { message: `industryFocus must have at most ${MAX_LIST_ENTRIES} entries` })
  @IsIn(INDUSTRIES, { each: true })
  industryFocus: string[];

  @Transform(uniqueEntries)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LIST_ENTRIES, {
    message: `preferredPaymentTerms must have at most ${MAX_LIST_ENTRIES} entries`,
  })
  @IsIn(PAYMENT_TERMS, { each: true })
  preferredPaymentTerms?: string[];

  @IsOptional()
  @IsString()
  @MaxLength(LIMIT.shippingRequirements)
  shippingRequirements?: string;

  @Transform(uniqueEntries)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LIST_ENTRIES, {
    message: `certificationRequirements must have at most ${MAX_LIST_ENTRIES} entries`,
  })
  @IsIn(CERTIFICATIONS, { each: true })
  certificationRequirements?: string[];

  @IsOptional()
  @IsString()
  @MaxLength(LIMIT.bio)
  bio?: string;
}
