import { Public } from '../../auth/auth.decorators.js';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { JwtKeysService, type PublicJwk } from '../../keys/jwt-keys.service.js';

@ApiTags('auth')
@Controller('.well-known')
@Public()
export class JwksController {
  constructor(private readonly keys: JwtKeysService) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ description: 'Public keys that verify the access tokens this gateway signs' })
  jwks(): { keys: PublicJwk[] } {
    return this.keys.jwks();
  }
}
