import type { PublicStatsDto } from './exporter.dto.js';

/** The catalog's part of GET /api/stats (approved exporters only); the gateway adds totalContacts. */
export type CatalogStatsDto = Omit<PublicStatsDto, 'totalContacts'>;
