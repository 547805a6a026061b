import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { ServiceName } from '@ped/contracts';
import type { Logger } from 'pino';
import { LOGGER, SERVICE_CONTEXT, type ServiceContext } from '../service-context.js';
import { natsConnectionOptions } from './connection-options.js';
import { ensureEventStream } from './event-stream.js';

/** The service's JetStream connection (events); request/reply uses Nest's transport. */
@Injectable()
export class NatsBus implements OnModuleInit, OnApplicationShutdown {
  private connection?: NatsConnection;
  private connected = false;
  private readonly ensuredStreams = new Map<ServiceName, Promise<string>>();

  constructor(
    @Inject(SERVICE_CONTEXT) private readonly context: ServiceContext,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    const { NATS_URL } = this.context.config;
    this.connection = await connect(natsConnectionOptions(NATS_URL, `${this.context.service}-events`));
    this.connected = true;
    void this.watchStatus(this.connection);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection?.drain().catch(() => undefined);
  }

  get nc(): NatsConnection {
    if (!this.connection) throw new Error('NATS is not connected yet');
    return this.connection;
  }

  get js(): JetStreamClient {
    return jetstream(this.nc);
  }

  async manager(): Promise<JetStreamManager> {
    return jetstreamManager(this.nc);
  }

  isConnected(): boolean {
    return this.connected && !this.nc.isClosed();
  }

  /**
   * Creates (or finds) the stream a service publishes to. Publisher and consumers call this
   * with the same configuration, so whichever starts first creates it.
   */
  ensureStream(service: ServiceName): Promise<string> {
    let ensured = this.ensuredStreams.get(service);
    if (!ensured) {
      ensured = this.createStream(service);
      ensured.catch(() => this.ensuredStreams.delete(service));
      this.ensuredStreams.set(service, ensured);
    }
    return ensured;
  }

  private async createStream(service: ServiceName): Promise<string> {
    const { name, subjects, created } = await ensureEventStream(
      await this.manager(),
      this.context.config.NAMESPACE,
      service,
      this.context.config.NATS_STREAM_REPLICAS,
    );
    if (created) this.logger.info({ stream: name, subjects }, 'created JetStream stream');
    return name;
  }

  private async watchStatus(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') {
        this.connected = false;
        this.logger.warn('NATS disconnected');
      } else if (status.type === 'reconnect') {
        this.connected = true;
        this.logger.info('NATS reconnected');
      }
    }
  }
}
