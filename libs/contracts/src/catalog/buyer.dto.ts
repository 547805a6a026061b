import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  BUYER_TOOL_MESSAGES,
  COMPARE_MAX_EXPORTERS,
  COMPARE_MIN_EXPORTERS,
  REQUIREMENT_LIMITS as LIMIT,
  REQUIREMENT_MESSAGES as M,
  REQUIREMENT_STATUSES,
  SAVED_EXPORTER_NOTES_MAX_LENGTH,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  type RequirementStatus,
} from '../options/buyer.constants.js';
import {
  TRADE_TERMS_LIMITS,
  TRADE_TERMS_MESSAGES as B,
  INCOTERMS,
  QUANTITY_UNITS,
  TRADE_CURRENCIES,
  type Incoterm,
  type QuantityUnit,
  type TradeCurrency,
} from '../options/trade-terms.constants.js';
import { CERTIFICATIONS, type ListSort } from '../options/catalog.constants.js';
import type { SavedExporterDto } from './buyer.responses.js';
import { Amount, DateAhead, OneOf } from './trade-terms.rules.js';
import { MAX_INT4, MAX_LIST_ENTRIES, uniqueEntries } from '../common/limits.js';
import { rules } from '../common/rules.js';
import { BrowseFilter } from './exporter-query.dto.js';
import { PathId } from '../common/path-id.js';
import { emptyAsNull, nested, trim } from '../common/transforms.js';

/** A select sends its value as text, or "" for none; a JSON number stays as it is. */
const optionalId = ({ value }: { value: unknown }) =>
  value === '' || value === null
    ? null
    : typeof value === 'string' && /^\d{1,10}$/.test(value)
      ? Number(value)
      : value;
/** An optional text field of a requirement: "" or null is no value, else text up to `max`. */
const optionalText = (field: string, max: number): PropertyDecorator =>
  rules(
    Transform(emptyAsNull),
    IsOptional(),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max.toLocaleString('en-US')} characters` }),
  );

/**
 * A requirement's title or description: trimmed text up to `max`, never empty (the spec's "Missing
 * Information" text). `optional`: may be left out (an edit that keeps it), but not emptied.
 */
const requiredText = (field: string, max: number, optional = false): PropertyDecorator =>
  rules(
    Transform(trim),
    ...(optional ? [ValidateIf((_, value) => value !== undefined)] : []),
    IsNotEmpty({ message: M.missingInformation }),
    IsString({ message: M.missingInformation }),
    MaxLength(max, { message: `${field} must be at most ${max.toLocaleString('en-US')} characters` }),
  );

/** The fields of a requirement besides its title and description, as posting and editing take them. */
abstract class RequirementDetails {
  /** A category of the list; one that does not exist is refused by the service naming this field. */
  @Transform(optionalId)
  @IsOptional()
  @IsInt({ message: M.category })
  @Min(1, { message: M.category })
  @Max(MAX_INT4, { message: M.category })
  categoryId?: number | null;

  @optionalText('productSpecifications', LIMIT.productSpecifications)
  productSpecifications?: string | null;

  @optionalText('quantity', LIMIT.quantity)
  quantity?: string | null;

  @optionalText('budgetRange', LIMIT.budgetRange)
  budgetRange?: string | null;

  @optionalText('timeline', LIMIT.timeline)
  timeline?: string | null;

  @optionalText('deliveryLocation', LIMIT.deliveryLocation)
  deliveryLocation?: string | null;

  /** Free text; the dialog offers PAYMENT_TERMS as choices. */
  @optionalText('paymentTerms', LIMIT.paymentTerms)
  paymentTerms?: string | null;

  @Transform(uniqueEntries)
  @IsOptional()
  @IsArray({ message: M.certification })
  @ArrayMaxSize(MAX_LIST_ENTRIES, { message: M.certification })
  @IsIn(CERTIFICATIONS, { each: true, message: M.certification })
  certificationNeeds?: string[];

  /** Shown to exporters (default true). */
  @IsOptional()
  @IsBoolean({ message: 'isPublic must be true or false' })
  isPublic?: boolean;

  /** Answers to the category's template (checkTemplateValues, by the service against the stored template). */
  @IsOptional()
  @IsObject({ message: B.specValues })
  specValues?: Record<string, unknown>;

  /** Optional; a currency is needed with it. null clears both. */
  @Amount(B.targetPrice, 'optional')
  targetPrice?: number | null;

  @ValidateIf(
    (details: RequirementDetails) => details.targetPrice !== undefined && details.targetPrice !== null,
  )
  @OneOf(TRADE_CURRENCIES, B.currency, 'required')
  targetCurrency?: TradeCurrency | null;
}

/**
 * The structured fields of a requirement (issue 20): optional when posting (the spec's short request has none; a
 * quantity then comes from its text where it reads as one, and a requirement without them is marked less detailed
 * to exporters), kept when editing (left out, not emptied). A quantity needs its unit.
 */
const structured = (presence: 'optional' | 'kept') => ({
  quantityAmount: Amount(B.quantityAmount, presence),
  quantityUnit:
    presence === 'kept'
      ? OneOf(QUANTITY_UNITS, B.quantityUnit, 'kept')
      : rules(
          ValidateIf(
            (details: { quantityAmount?: unknown; quantityUnit?: unknown }) =>
              (details.quantityAmount ?? details.quantityUnit ?? null) !== null,
          ),
          OneOf(QUANTITY_UNITS, B.quantityUnit, 'required'),
        ),
  incoterm: OneOf(INCOTERMS, B.incoterm, presence),
  destination: rules(
    ...(presence === 'optional' ? [Transform(emptyAsNull), IsOptional()] : [Transform(trim)]),
    ...(presence === 'kept' ? [ValidateIf((_, value) => value !== undefined)] : []),
    IsNotEmpty({ message: B.destination }),
    IsString({ message: B.destination }),
    MaxLength(TRADE_TERMS_LIMITS.destination, { message: B.destinationTooLong }),
  ),
  /** The last day quotations are wanted (UTC): the requirement expires at that day's end (expiresAt). */
  deadline: DateAhead(B.deadline, presence),
});
const POST = structured('optional');
const EDIT = structured('kept');

/**
 * POST /api/buyer/requirements: the Post Requirement dialog, or the spec's short request. Title and description
 * are required (the spec's "Missing Information" text); every other text left empty is stored as no value.
 */
export class PostRequirementCommand extends RequirementDetails {
  @requiredText('title', LIMIT.title)
  title: string;

  @requiredText('description', LIMIT.description)
  description: string;

  // Each may also be null or "" (no value), as the optional texts; the types say what the document shows.
  @POST.quantityAmount
  quantityAmount?: number;

  @POST.quantityUnit
  quantityUnit?: QuantityUnit;

  @POST.incoterm
  incoterm?: Incoterm;

  @POST.destination
  destination?: string;

  @POST.deadline
  deadline?: string;
}

/**
 * PATCH /api/buyer/requirements/{id}: edit, close or reopen one's own requirement. An absent field
 * stays as it is; "" (or null) clears an optional one; title and description cannot be emptied.
 */
export class UpdateRequirementCommand extends RequirementDetails {
  @requiredText('title', LIMIT.title, true)
  title?: string;

  @requiredText('description', LIMIT.description, true)
  description?: string;

  @EDIT.quantityAmount
  quantityAmount?: number;

  @EDIT.quantityUnit
  quantityUnit?: QuantityUnit;

  @EDIT.incoterm
  incoterm?: Incoterm;

  @EDIT.destination
  destination?: string;

  /** A new deadline moves the expiry; reopening an expired requirement needs one. */
  @EDIT.deadline
  deadline?: string;

  /** closed: no longer counted or answered; active: reopened (with a new deadline if it had expired). */
  @IsOptional()
  @IsIn(REQUIREMENT_STATUSES, { message: M.status })
  status?: RequirementStatus;
}

/** PATCH /api/buyer/requirements/{id} */
export class RequirementIdParams {
  @PathId('Requirement')
  id: number;
}

/** The message `catalog.requirement.update`: the path's id and the body's changes. */
export class UpdateRequirementRequest extends RequirementIdParams {
  @Transform(nested(UpdateRequirementCommand))
  @IsObject({ message: 'changes must be an object' })
  @ValidateNested()
  changes: UpdateRequirementCommand;
}

/** POST /api/buyer/saved-exporters: save (again) a public exporter, with an optional note. */
export class SaveExporterCommand {
  @IsInt({ message: 'exporterId must be a positive whole number' })
  @Min(1, { message: 'exporterId must be a positive whole number' })
  @Max(MAX_INT4, { message: 'exporterId must be a positive whole number' })
  exporterId: number;

  /** Absent: a new save has no note and saving again keeps the note; "" clears it. */
  @IsOptional()
  @IsString({ message: 'Notes must be text' })
  @MaxLength(SAVED_EXPORTER_NOTES_MAX_LENGTH, { message: BUYER_TOOL_MESSAGES.notesTooLong })
  notes?: string;
}

/** PATCH /api/buyer/saved-exporters/{exporterId}: the buyer's own note ("" clears it). */
export class UpdateSavedExporterCommand {
  @IsString({ message: 'Notes must be text' })
  @MaxLength(SAVED_EXPORTER_NOTES_MAX_LENGTH, { message: BUYER_TOOL_MESSAGES.notesTooLong })
  notes: string;
}

/** PATCH/DELETE /api/buyer/saved-exporters/{exporterId} */
export class SavedExporterParams {
  @PathId('Exporter')
  exporterId: number;
}

/** The message `catalog.saved_exporter.update`: the path's exporter id and the body's changes. */
export class UpdateSavedExporterRequest extends SavedExporterParams {
  @Transform(nested(UpdateSavedExporterCommand))
  @IsObject({ message: 'changes must be an object' })
  @ValidateNested()
  changes: UpdateSavedExporterCommand;
}

/** The reply of `catalog.saved_exporter.save`: the row, and whether this call created it (201) or found it (200). */
export interface SaveExporterResultDto {
  created: boolean;
  savedExporter: SavedExporterDto;
}

/** The browse page's filters, kept by a saved search (the same names and rules as ListExportersQuery). */
export class SavedSearchFilters {
  @BrowseFilter.search()
  search?: string;

  @BrowseFilter.categoryId()
  categoryId?: number;

  @BrowseFilter.city()
  city?: string;

  @BrowseFilter.verified()
  verified?: boolean;

  @BrowseFilter.businessType()
  businessType?: string;

  @BrowseFilter.certification()
  certification?: string;

  @BrowseFilter.maxMinimumOrder()
  maxMinimumOrder?: number;

  @BrowseFilter.responseRate()
  responseRate?: number;

  @BrowseFilter.sort()
  sort?: ListSort;
}

/** POST /api/buyer/saved-searches ("Save this search" on /browse). */
export class SaveSearchCommand {
  /** Default: a label made from the filters ("rice · Karachi · Verified"). */
  @Transform(emptyAsNull)
  @IsOptional()
  @IsString({ message: BUYER_TOOL_MESSAGES.savedSearchName })
  @MaxLength(SAVED_SEARCH_NAME_MAX_LENGTH, { message: BUYER_TOOL_MESSAGES.savedSearchName })
  name?: string | null;

  @Transform(nested(SavedSearchFilters))
  @IsObject({ message: 'filters must be an object of the browse filters' })
  @ValidateNested()
  filters: SavedSearchFilters;
}

/** DELETE /api/buyer/saved-searches/{id}, POST /api/buyer/saved-searches/{id}/open */
export class SavedSearchIdParams {
  @PathId('Saved search')
  id: number;
}

/** The ids of `?ids=1,2,3`: text, or repeated values, into numbers (anything else fails validation). */
const idList = ({ value }: { value: unknown }) => {
  const parts = Array.isArray(value) ? value.flatMap((v) => String(v).split(',')) : value;
  const list = typeof parts === 'string' ? parts.split(',') : parts;
  return Array.isArray(list)
    ? list.map((part) => (typeof part === 'string' && /^\s*\d{1,10}\s*$/.test(part) ? Number(part) : part))
    : list;
};

/** GET /api/exporters/compare?ids=1,2,3 (public: a shared link works for anyone). */
export class CompareExportersQuery {
  @Transform(idList)
  @IsArray({ message: BUYER_TOOL_MESSAGES.compareIds })
  @ArrayMinSize(COMPARE_MIN_EXPORTERS, { message: BUYER_TOOL_MESSAGES.compareIds })
  @ArrayMaxSize(COMPARE_MAX_EXPORTERS, { message: BUYER_TOOL_MESSAGES.compareIds })
  @ArrayUnique({ message: BUYER_TOOL_MESSAGES.compareIds })
  @IsInt({ each: true, message: BUYER_TOOL_MESSAGES.compareIds })
  @Min(1, { each: true, message: BUYER_TOOL_MESSAGES.compareIds })
  @Max(MAX_INT4, { each: true, message: BUYER_TOOL_MESSAGES.compareIds })
  ids: number[];
}
