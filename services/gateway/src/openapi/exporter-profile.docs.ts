import { EXPORTER_APPROVAL_MESSAGES, EXPORTER_PROFILE_MESSAGES } from '@ped/contracts/options';

/**
 * The 403 of what waits for an approved exporter profile (requirements, adding products, verification
 * evidence): the catalog's one check, described once for every route it guards.
 */
export const NOT_APPROVED_DOC = `EXPORTER_NOT_APPROVED: the caller’s exporter profile is pending or rejected; the message says why and what comes next (pending: "${EXPORTER_APPROVAL_MESSAGES.pending}")`;

/** The 404 of every /api/my-exporter route before the account has created its profile. */
export const NO_PROFILE_DOC = `EXPORTER_PROFILE_NOT_FOUND: "${EXPORTER_PROFILE_MESSAGES.notFound}"`;
