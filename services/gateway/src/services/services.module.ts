import { Global, Module } from '@nestjs/common';
import { NamespacedNatsClient, natsConnectionOptions } from '@ped/nest-kit';
import { GatewayConfig } from '../config/gateway.config.js';
import { NATS_CLIENT, ServiceClient } from './service-client.js';

/** The gateway's one NATS client, shared by every controller through ServiceClient. */
@Global()
@Module({
  providers: [
    {
      provide: NATS_CLIENT,
      inject: [GatewayConfig],
      useFactory: (config: GatewayConfig) =>
        new NamespacedNatsClient(natsConnectionOptions(config.NATS_URL, 'gateway'), config.NAMESPACE),
    },
    ServiceClient,
  ],
  exports: [ServiceClient, NATS_CLIENT],
})
export class ServicesModule {}
