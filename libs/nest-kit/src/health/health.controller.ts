import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ServiceHealth } from '@ped/contracts';
import type { DataSource } from 'typeorm';
import { NatsBus } from '../nats/nats-bus.js';
import { SERVICE_CONTEXT, type ServiceContext } from '../service-context.js';

/** Answers `<service>.health.check` with the state of the service's database and event bus. */
export function createHealthController(pattern: string): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(
      @Inject(SERVICE_CONTEXT) private readonly context: ServiceContext,
      @InjectDataSource() private readonly dataSource: DataSource,
      private readonly bus: NatsBus,
    ) {}

    @MessagePattern(pattern)
    async check(): Promise<ServiceHealth> {
      const database = await this.dataSource
        .query('SELECT 1')
        .then(() => true)
        .catch(() => false);
      const checks = { database, events: this.bus.isConnected() };
      return {
        service: this.context.service,
        status: Object.values(checks).every(Boolean) ? 'ok' : 'degraded',
        checks,
      };
    }
  }
  return HealthController;
}
