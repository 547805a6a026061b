import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ExporterIdParams, PublicVerificationDto } from '@ped/contracts/catalog';
import { DomainException } from '@ped/nest-kit';
import { DataSource } from 'typeorm';
import { EXPORTER_NOT_FOUND } from '../exporter/exporter.constants.js';
import { lapsesAt, currentChecks } from './verification.rule.js';
import { readPassedChecks, VerificationVerdicts } from './verification-verdict.service.js';

/** The public badge of an approved exporter: the checks it passed that have not lapsed, with their dates. */
@Injectable()
export class ExporterVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly verdicts: VerificationVerdicts,
  ) {}

  async badge(params: ExporterIdParams): Promise<PublicVerificationDto> {
    const [exporter]: { id: number; is_verified: boolean }[] = await this.dataSource.query(
      "SELECT id, is_verified FROM catalog.exporters WHERE id = $1 AND status = 'approved'",
      [params.id],
    );
    if (!exporter) throw new DomainException('EXPORTER_NOT_FOUND', EXPORTER_NOT_FOUND);
    const passed = await readPassedChecks(this.dataSource.manager, exporter.id);
    const isVerified = await this.verdicts.settleIfDue(exporter.id, passed, exporter.is_verified);
    return {
      exporterId: exporter.id,
      isVerified,
      checks: currentChecks(passed, new Date()).map((item) => ({
        check: item.check,
        approvedAt: item.approvedAt.toISOString(),
        expiresAt: lapsesAt(item.approvedAt).toISOString(),
      })),
    };
  }
}
