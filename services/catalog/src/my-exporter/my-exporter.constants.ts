import { EXPORTER_PROFILE_MESSAGES, PRODUCT_MESSAGES } from '@ped/contracts/options';
import { DomainException } from '@ped/nest-kit';

/** Every /api/my-exporter route of an account without a profile. */
export const profileNotFound = (): DomainException =>
  new DomainException('EXPORTER_PROFILE_NOT_FOUND', EXPORTER_PROFILE_MESSAGES.notFound);

/** A product id that is not one of the caller's exporter's (another's is "not found" just the same). */
export const productNotFound = (): DomainException =>
  new DomainException('PRODUCT_NOT_FOUND', PRODUCT_MESSAGES.notFound);

export const UNIQUE_OWNER_INDEX = 'exporters_user_id_key';
