import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { JwtKeysService } from '../keys/jwt-keys.service.js';
import { AccessGuard } from './access.guard.js';
import { AccessTokenService } from './access-token.service.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AccountDeletionController } from './account-deletion.controller.js';
import { AuthSessionService } from './auth-session.service.js';
import { AuthController } from './auth.controller.js';
import { JwtStrategy } from './jwt.strategy.js';
import { PasswordLinksController } from './password-links.controller.js';
import { RefreshSessionsService } from './refresh-sessions.service.js';
import { SameOriginGuard } from './same-origin.guard.js';
import { SignInService } from './sign-in.service.js';
import { TwoFactorController } from './two-factor.controller.js';

/**
 * Sessions and access control. The guards are global and run in this order: same-origin check,
 * then who the caller is and whether the route's policy lets them in.
 */
@Global()
@Module({
  imports: [PassportModule, JwtModule.register({})],
  controllers: [
    AuthController,
    AdminAuthController,
    PasswordLinksController,
    TwoFactorController,
    AccountDeletionController,
  ],
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
