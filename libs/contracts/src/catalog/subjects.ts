import type { EventSubject } from '../events/index.js';

/** Events published by the catalog service (stream CATALOG). */
export const CATALOG_SUBJECTS = {
  categoryCreated: 'catalog.category.created',
  exporterCreated: 'catalog.exporter.created',
  exporterUpdated: 'catalog.exporter.updated',
  exporterDeleted: 'catalog.exporter.deleted',
  exporterApproved: 'catalog.exporter.approved',
  exporterApplicationSubmitted: 'catalog.exporter_application.submitted',
  requirementPosted: 'catalog.requirement.posted',
  quotationSubmitted: 'catalog.requirement.responded',
  quotationAccepted: 'catalog.response.accepted',
  adminActionRecorded: 'catalog.admin_action.recorded',
} as const satisfies Record<string, EventSubject>;
