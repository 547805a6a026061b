import { IsString, Matches } from 'class-validator';
import { PathId } from '../common/path-id.js';
import { MEDIA_URL_PATTERN } from '../options/media.constants.js';

const MEDIA_URL = 'url must be a stored image (/media/…webp)';

/** POST /api/my-exporter/products/{id}/image: the path's product id. */
export class ProductImageParams {
  @PathId('Product')
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
