import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { EXPORTER_EMPLOYEE_COUNTS } from '../options/catalog.constants.js';
import {
  establishedYearMessage,
  EXPORTER_PROFILE_LIMITS as P,
  EXPORTER_PROFILE_MESSAGES as M,
  EXPORTER_REVIEW_LIMITS,
  EXPORTER_REVIEW_MESSAGES,
  EXPORTER_REVIEW_STATUSES,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES as PM,
  type ExporterReviewStatus,
} from '../options/exporter-profile.constants.js';
import { EARLIEST_YEAR_ESTABLISHED } from '../options/forms.constants.js';
import { MEDIA_URL_PATTERN } from '../options/media.constants.js';
import { MAX_INT4 } from '../common/limits.js';
import { PathId } from '../common/path-id.js';
import { rules } from '../common/rules.js';
import { emptyAsNull, nested, trim } from '../common/transforms.js';
import { WEBSITE_URL_OPTIONS } from '../options/web-address.js';

/** A number typed into a form may arrive as its digits. */
const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value === '' ? null : value;
/** A price as exact decimal text: a JSON number becomes its digits; "" is no price. */
const priceText = ({ value }: { value: unknown }) =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value.trim() === ''
        ? null
        : value.trim()
      : value;
/** Certifications as the form sends them: each trimmed, empties dropped, each once. */
const certificationList = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? [
        ...new Set(
          value
            .map((entry: unknown) => (typeof entry === 'string' ? entry.trim() : entry))
            .filter((e) => e !== ''),
        ),
      ]
    : value;
const optionalText = (max: number, message: string): PropertyDecorator =>
  rules(Transform(emptyAsNull), IsOptional(), IsString({ message }), MaxLength(max, { message }));

/** An http(s) address, with or without the scheme typed (as the signup form takes it). */
const webAddress = (max: number, message: string): PropertyDecorator =>
  rules(
    Transform(emptyAsNull),
    IsOptional(),
    IsString({ message }),
    IsUrl(WEBSITE_URL_OPTIONS, { message }),
    MaxLength(max, { message }),
  );

/** A founding year from EARLIEST_YEAR_ESTABLISHED to this year (the message names this year). */
function IsEstablishedYear(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEstablishedYear',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isInteger(value) &&
          value >= EARLIEST_YEAR_ESTABLISHED &&
          value <= new Date().getFullYear(),
      },
    },
    { message: establishedYearMessage },
  );
}

/**
 * POST /api/exporters (an exporter account creates its profile, pending review) and PUT /api/my-exporter
 * (the whole profile again: a field left out or empty is stored as no value; country and established
 * year then take their defaults). The first message of each field is the one the form shows.
 */
export class ExporterProfileCommand {
  @Transform(trim)
  @IsNotEmpty({ message: M.companyName })
  @IsString({ message: M.companyName })
  @MaxLength(P.companyName, { message: M.companyNameLength })
  companyName: string;

  @Transform(trim)
  @IsEmail({}, { message: M.email })
  @MaxLength(P.email, { message: M.email })
  email: string;

  @optionalText(P.description, M.description)
  description?: string | null;

  @optionalText(P.contactPerson, M.contactPerson)
  contactPerson?: string | null;

  @optionalText(P.phone, M.phone)
  phone?: string | null;

  @webAddress(P.website, M.website)
  website?: string | null;

  @optionalText(P.address, M.address)
  address?: string | null;

  @optionalText(P.city, M.city)
  city?: string | null;

  /** Pakistan when left out. */
  @optionalText(P.country, M.country)
  country?: string | null;

  /** This year when left out. */
  @Transform(wholeNumber)
  @IsOptional()
  @IsInt({ message: establishedYearMessage })
  @IsEstablishedYear()
  establishedYear?: number;

  @Transform(emptyAsNull)
  @IsOptional()
  @IsIn(EXPORTER_EMPLOYEE_COUNTS, { message: M.employeeCount })
  employeeCount?: string | null;

  @Transform(certificationList)
  @IsOptional()
  @IsArray({ message: M.certifications })
  @ArrayMaxSize(P.certifications, { message: M.certifications })
  @IsString({ each: true, message: M.certifications })
  @MaxLength(P.certification, { each: true, message: M.certifications })
  certifications?: string[] | null;
}

/** The fields of a product besides its name and category (posting and editing alike). */
abstract class ProductDetails {
  @optionalText(PRODUCT_LIMITS.description, PM.description)
  description?: string | null;

  /** A picture uploaded to this site (/media/…): a public page never loads another host's image. */
  @Transform(emptyAsNull)
  @IsOptional()
  @IsString({ message: PM.imageUrl })
  @Matches(MEDIA_URL_PATTERN, { message: PM.imageUrl })
  imageUrl?: string | null;

  /**
   * All the product's pictures in order, the first the cover (it is also `imageUrl`); when given it replaces
   * them all, and `imageUrl` is not read. Uploaded first with POST /api/my-exporter/product-images.
   */
  @Transform(emptyAsNull)
  @IsOptional()
  @IsArray({ message: PM.images })
  @ArrayMaxSize(PRODUCT_LIMITS.images, { message: PM.images })
  @ArrayUnique({ message: PM.images })
  @IsString({ each: true, message: PM.images })
  @Matches(MEDIA_URL_PATTERN, { each: true, message: PM.images })
  images?: string[] | null;

  /** USD with at most 2 decimals, e.g. "12.50" (a JSON number is taken too); empty: on request. */
  @Transform(priceText)
  @IsOptional()
  @IsString({ message: PM.price })
  @Matches(/^\d{1,8}(\.\d{1,2})?$/, { message: PM.price })
  price?: string | null;

  @optionalText(PRODUCT_LIMITS.unit, PM.unit)
  unit?: string | null;

  @optionalText(PRODUCT_LIMITS.minimumOrder, PM.minimumOrder)
  minimumOrder?: string | null;
}

const productName = (optional: boolean): PropertyDecorator =>
  rules(
    Transform(trim),
    ...(optional ? [ValidateIf((_, value) => value !== undefined)] : []),
    IsNotEmpty({ message: PM.name }),
    IsString({ message: PM.name }),
    MaxLength(PRODUCT_LIMITS.name, { message: PM.nameLength }),
  );

/** A category of the list (0 or empty: none chosen); an id that does not exist is refused by the service. */
const productCategory = (optional: boolean): PropertyDecorator =>
  rules(
    Transform(wholeNumber),
    ...(optional ? [ValidateIf((_, value) => value !== undefined)] : []),
    IsNotEmpty({ message: PM.category }),
    IsInt({ message: PM.category }),
    Min(1, { message: PM.category }),
    Max(MAX_INT4, { message: PM.category }),
  );

/** POST /api/my-exporter/products */
export class ProductCommand extends ProductDetails {
  @productName(false)
  name: string;

  @productCategory(false)
  categoryId: number;
}

/** PATCH /api/my-exporter/products/{id}: an absent field stays; "" (or null) clears an optional one. */
export class UpdateProductCommand extends ProductDetails {
  @productName(true)
  name?: string;

  @productCategory(true)
  categoryId?: number;
}

/** PATCH and DELETE /api/my-exporter/products/{id} */
export class MyProductIdParams {
  @PathId('Product')
  id: number;
}

/** The message `catalog.my_product.update`: the path's id and the body's changes. */
export class UpdateMyProductRequest extends MyProductIdParams {
  @Transform(nested(UpdateProductCommand))
  @IsObject({ message: 'changes must be an object' })
  @ValidateNested()
  changes: UpdateProductCommand;
}

/** PATCH /api/admin/exporters/{id}/status: approve or reject a pending exporter (a rejection says why). */
export class ExporterStatusCommand {
  @IsIn(EXPORTER_REVIEW_STATUSES, { message: EXPORTER_REVIEW_MESSAGES.status })
  status: ExporterReviewStatus;

  @Transform(emptyAsNull)
  @ValidateIf((command: ExporterStatusCommand) => command.status === 'rejected')
  @IsNotEmpty({ message: EXPORTER_REVIEW_MESSAGES.reason })
  @IsString({ message: EXPORTER_REVIEW_MESSAGES.reason })
  @MaxLength(EXPORTER_REVIEW_LIMITS.reason, { message: EXPORTER_REVIEW_MESSAGES.reasonLength })
  reason?: string | null;
}

/** The message `catalog.admin_exporter.status`: the path's exporter id and the command. */
export class ExporterStatusRequest extends ExporterStatusCommand {
  @PathId('Exporter')
  id: number;
}
