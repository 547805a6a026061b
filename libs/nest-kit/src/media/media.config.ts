import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUrl, Matches, ValidateIf } from 'class-validator';

/**
 * Where images (logos, product pictures) and private documents (verification evidence) are kept: `disk` (a folder; the default, `var/media` under the
 * repository) or `s3` (any S3-compatible store: an endpoint, a bucket and its keys). Read by the gateway
 * (uploads, /media/…) and the catalog's seed (demo images), which must name the same store.
 */
export class MediaConfig {
  @IsIn(['disk', 's3'], { message: 'MEDIA_STORAGE must be disk or s3' })
  MEDIA_STORAGE: 'disk' | 's3' = 'disk';

  /** disk: the folder (created when missing). */
  @IsOptional()
  @IsString()
  MEDIA_DIR?: string;

  /** s3: the store's endpoint (omit for AWS itself, which the region then names). */
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'MEDIA_S3_ENDPOINT must be an http(s) URL' },
  )
  MEDIA_S3_ENDPOINT?: string;

  @ValidateIf((config: MediaConfig) => config.MEDIA_STORAGE === 's3')
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'MEDIA_S3_BUCKET must be a bucket name' })
  MEDIA_S3_BUCKET?: string;

  @IsString()
  MEDIA_S3_REGION = 'us-east-1';

  /** Sensitive. Without keys the SDK's own chain (environment, instance role) is used. */
  @IsOptional()
  @IsString()
  MEDIA_S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  MEDIA_S3_SECRET_ACCESS_KEY?: string;

  /** Bucket in the path (`endpoint/bucket/key`): what S3-compatible servers other than AWS expect. */
  /** Private documents (verification evidence), disk: their folder (never the images' folder). */
  @IsOptional()
  @IsString()
  DOCUMENTS_DIR?: string;

  /** Private documents, s3: their bucket (the images' bucket when unset) and the keys' prefix there. */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'DOCUMENTS_S3_BUCKET must be a bucket name' })
  DOCUMENTS_S3_BUCKET?: string;

  @Matches(/^([a-z0-9._-]+\/)+$/, { message: 'DOCUMENTS_S3_PREFIX must be a folder ending in /' })
  DOCUMENTS_S3_PREFIX = 'private/verification-documents/';

  @Transform(({ value }: { value: unknown }) =>
    value === undefined ? true : value === true || value === 'true' || value === '1',
  )
  @IsBoolean()
  MEDIA_S3_FORCE_PATH_STYLE = true;
}
