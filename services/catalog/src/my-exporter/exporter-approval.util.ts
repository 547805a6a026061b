import { EXPORTER_APPROVAL_MESSAGES, isExporterApproved, type ExporterStatus } from '@ped/contracts/options';
import { DomainException } from '@ped/nest-kit';

/**
 * The one check before what only an approved exporter may do (isExporterApproved): read requirements and
 * quote, add products, send verification evidence. A pending or rejected profile is refused 403 with why and
 * what comes next, so the dashboard and API clients can tell the applicant.
 */
export function requireApproved(exporter: { status: ExporterStatus }): void {
  const { status } = exporter;
  if (!isExporterApproved(status))
    throw new DomainException('EXPORTER_NOT_APPROVED', EXPORTER_APPROVAL_MESSAGES[status]);
}
