import type { SavedExporterDto } from '@ped/contracts/catalog';
import type { SavedExporterRow } from './saved-exporter.sql.js';

export const SAVED_EXPORTER_NOT_FOUND = 'This exporter is not in your saved list';

export function toSavedExporterDto(row: SavedExporterRow): SavedExporterDto {
  return {
    id: row.id,
    exporterId: row.exporter_id,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    exporter: {
      id: row.exporter_id,
      companyName: row.company_name,
      logoUrl: row.logo_url,
      isVerified: row.is_verified,
      city: row.city,
      country: row.country,
      description: row.description,
    },
  };
}
