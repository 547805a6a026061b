import { IsOptional, IsString, MinLength } from 'class-validator';
import { ServiceConfig } from '@ped/nest-kit';

export class IdentityConfig extends ServiceConfig {
  /**
   * Sensitive. The first password of the default admin (`admin`), used once when that account is
   * created; it must be changed at first sign-in. Without it no default admin is created.
   */
  @IsOptional()
  @IsString()
  @MinLength(8, { message: 'ADMIN_INITIAL_PASSWORD must be at least 8 characters' })
  ADMIN_INITIAL_PASSWORD?: string;
}
