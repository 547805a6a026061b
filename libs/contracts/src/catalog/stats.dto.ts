import type { PublicStatsDto } from './exporter.responses.js';

/** The catalog's part of GET /api/stats (approved exporters only); the gateway adds totalContacts. */
export type CatalogStatsDto = Omit<PublicStatsDto, 'totalContacts'>;
