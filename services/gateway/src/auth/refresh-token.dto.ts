import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Browsers send nothing (the cookie is used); API clients send the refresh token they were given. */
export class RefreshTokenCommand {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refreshToken?: string;
}
