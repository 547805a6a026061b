import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { ServiceName } from '@ped/contracts';
import { DomainException } from '../rpc/domain.exception.js';
import { RequestData } from '../rpc/payload.decorators.js';
import { deadLetterReplayPattern, type ReplayResult } from './consumer-names.js';
import { EventConsumerService } from './event-consumer.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Answers `<service>.events.dead_letters.replay` ({ id }): operators' command (`npm run events --
 * replay <id>`) over the internal bus. The gateway exposes no route to it.
 */
export function createDeadLetterController(service: ServiceName): Type<unknown> {
  @Controller()
  class DeadLetterController {
    constructor(private readonly consumers: EventConsumerService) {}

    @MessagePattern(deadLetterReplayPattern(service))
    replay(@RequestData() data: { id?: unknown }): Promise<ReplayResult> {
      if (typeof data?.id !== 'string' || !UUID.test(data.id)) {
        throw new DomainException('INVALID_FIELDS', 'id must be a dead letter id (uuid)');
      }
      return this.consumers.replay(data.id);
    }
  }
  return DeadLetterController;
}
