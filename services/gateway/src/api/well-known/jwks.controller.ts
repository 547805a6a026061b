import { Public } from '../../auth/auth.decorators.js';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { JwtKeysService, type PublicJwk } from '../../keys/jwt-keys.service.js';
import { Answers } from '../../openapi/answers.js';

@ApiTags('auth')
@Controller('.well-known')
@Public()
export class JwksController {
  constructor(private readonly keys: JwtKeysService) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  @Answers({ 200: 'Public keys that verify the access tokens this gateway signs' })
  jwks(): { keys: PublicJwk[] } {
    return this.keys.jwks();
  }
}
