import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { MAX_INT4 } from '../common/limits.js';
import { MEDIA_URL_PATTERN } from '../options/media.constants.js';

const PRODUCT_ID = 'Product id must be a positive whole number';
const MEDIA_URL = 'url must be a stored image (/media/…webp)';

const pathId = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;

/** POST /api/my-exporter/products/{id}/image: the path's product id. */
export class ProductImageParams {
  @Transform(pathId)
  @IsInt({ message: PRODUCT_ID })
  @Min(1, { message: PRODUCT_ID })
  @Max(MAX_INT4, { message: PRODUCT_ID })
  id: number;
}

/** `catalog.my_exporter.set_logo`: a stored logo (the gateway stored it) becomes the caller's exporter's. */
export class SetExporterLogoCommand {
  @IsString({ message: MEDIA_URL })
  @Matches(MEDIA_URL_PATTERN, { message: MEDIA_URL })
  url: string;
}

/** `catalog.my_exporter.set_product_image`: a stored picture becomes one of the caller's products'. */
export class SetProductImageCommand extends ProductImageParams {
  @IsString({ message: MEDIA_URL })
  @Matches(MEDIA_URL_PATTERN, { message: MEDIA_URL })
  url: string;
}

/** The answer of an upload: where the stored image is served (its largest width). */
export interface MediaUploadResultDto {
  url: string;
}
