import { EXPORTER_APPROVAL_MESSAGES } from '@ped/contracts/options';

/**
 * The 403 of what waits for an approved exporter profile (buying requests, adding products, verification
 * evidence): the catalog's one check, described once for every route it guards.
 */
export const NOT_APPROVED_DOC = `EXPORTER_NOT_APPROVED: the caller’s exporter profile is pending or rejected; the message says why and what comes next (pending: "${EXPORTER_APPROVAL_MESSAGES.pending}")`;
