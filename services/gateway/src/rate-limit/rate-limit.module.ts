import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitService } from './rate-limit.service.js';
import { SignInThrottleService } from './sign-in-throttle.service.js';

@Global()
@Module({
  providers: [RateLimitService, SignInThrottleService, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [RateLimitService, SignInThrottleService],
})
export class RateLimitModule {}
