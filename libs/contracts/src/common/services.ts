/** The services behind the gateway. Each publishes to one JetStream stream whose subjects start with `<service>.`. */
export const STREAMS = {
  catalog: 'CATALOG',
  identity: 'IDENTITY',
  messaging: 'MESSAGING',
  admin: 'ADMIN',
} as const;

export type ServiceName = keyof typeof STREAMS;

export const SERVICE_NAMES = Object.keys(STREAMS) as ServiceName[];

/** Every service answers its health pattern with a `ServiceHealth`. */
export const HEALTH_PATTERNS = {
  catalog: 'catalog.health.check',
  identity: 'identity.health.check',
  messaging: 'messaging.health.check',
  admin: 'admin.health.check',
} as const satisfies Record<ServiceName, string>;
