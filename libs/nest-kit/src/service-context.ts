import type { ServiceName } from '@ped/contracts';
import type { ServiceConfig } from './config/service.config.js';

/** What the kit knows about the service it runs in; provided by ServiceKitModule. */
export interface ServiceContext {
  service: ServiceName;
  /** The PostgreSQL schema the service owns (its outbox and inbox live there). */
  schema: string;
  config: ServiceConfig;
}

export const SERVICE_CONTEXT = Symbol('SERVICE_CONTEXT');
export const LOGGER = Symbol('LOGGER');
