import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { JwtKeysService } from '../keys/jwt-keys.service.js';
import { AccessGuard } from './access.guard.js';
import { AccessTokenService } from './access-token.service.js';
import { AuthSessionService } from './auth-session.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { RefreshSessionsService } from './refresh-sessions.service.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { SignInService } from './sign-in.service.js';

/**
 * Sessions and access control. The guards are global and run in this order: same-origin check,
 * then who the caller is and whether the route's policy lets them in.
 */
@Global()
@Module({
  imports: [PassportModule, JwtModule.register({})],
  providers: [
    JwtKeysService,
    JwtStrategy,
    AccessTokenService,
    RefreshSessionsService,
    AuthSessionService,
    SignInService,
    { provide: APP_GUARD, useClass: SameOriginGuard },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [JwtKeysService, AuthSessionService, RefreshSessionsService, SignInService],
})
export class AuthModule {}
