import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RequestContext } from '@ped/contracts';
import type {
  ContactCheckCommand,
  LegalEntityCheckCommand,
  MembershipCheckCommand,
  MyVerificationDto,
  PhoneCodeCommand,
  SiteCheckCommand,
  VerificationEmailCodeDto,
  VerificationEvidence,
  VerificationPhoneCodeDto,
} from '@ped/contracts/catalog';
import {
  VERIFICATION_DOCUMENT_MESSAGES,
  VERIFICATION_EMAIL_CODE_MINUTES,
  VERIFICATION_EMAIL_CODE_TRIES,
  VERIFICATION_MESSAGES as M,
  VERIFICATION_PHONE_CODE_MINUTES,
  VERIFICATION_PHONE_CODE_TRIES,
  type ExporterStatus,
  type VerificationCheck,
} from '@ped/contracts/options';
import { DomainException, isUniqueViolation, MailQueue, requirePrincipal } from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { requireApproved } from '../my-exporter/exporter-approval.util.js';
import { profileNotFound } from '../my-exporter/my-exporter.constants.js';
import { SmsQueue } from '../sms/sms-queue.service.js';
import { toTextableE164 } from './phone-number.util.js';
import { verificationCodeMail } from './verification-code-mail.util.js';
import { readPassedChecks, VerificationVerdicts } from './verification-verdict.service.js';
import {
  EXPORTER_FILES_SQL,
  LATEST_SUBMISSIONS_SQL,
  SAVE_EMAIL_CODE_SQL,
  SAVE_PHONE_CODE_SQL,
  type FileRow,
  type SubmissionRow,
} from './verification.sql.js';
import { toCheckDtos } from './verification.util.js';

interface OwnExporter {
  id: number;
  status: ExporterStatus;
  email: string;
  company_name: string;
  contact_person: string | null;
  is_verified: boolean;
}

/** A link the administrator opens from the console (kept in `verification_documents` as well). */
interface EvidenceLink {
  type: string;
  name: string;
  url: string;
}

/** A membership or audit report with neither a link nor a file: nothing for the reviewer to open. */
const evidenceMissing = () =>
  new DomainException('VERIFICATION_EVIDENCE_MISSING', VERIFICATION_DOCUMENT_MESSAGES.linkOrFile, [
    { field: 'link', messages: [VERIFICATION_DOCUMENT_MESSAGES.linkOrFile] },
  ]);
interface SubmitOptions {
  linkOrFile?: boolean;
  alsoInTransaction?: (manager: EntityManager) => Promise<unknown>;
}

const alreadyPending = () => new DomainException('VERIFICATION_ALREADY_PENDING', M.alreadyPending);
/** The codes that did not match, each named (both can be wrong at once). */
const codeIncorrect = (wrong: { field: 'emailCode' | 'phoneCode'; message: string }[]) =>
  new DomainException(
    'VERIFICATION_CODE_INCORRECT',
    wrong.map((item) => item.message).join(' '),
    wrong.map((item) => ({ field: item.field, messages: [item.message] })),
  );
const phoneInvalid = () =>
  new DomainException('VERIFICATION_PHONE_INVALID', M.phoneInvalid, [
    { field: 'phone', messages: [M.phoneInvalid] },
  ]);
/** The phone as E.164, or a 400 naming `phone`. */
const textable = (typed: string): string => {
  const phone = toTextableE164(typed);
  if (!phone) throw phoneInvalid();
  return phone;
};
const hashCode = (exporterId: number, code: string) =>
  createHash('sha256').update(`${exporterId}:${code}`).digest('hex');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The exporter's side of the ladder: it submits evidence per check for the exporter its account owns
 * (`exporters.user_id`) once that is approved, whatever its plan (verification is never a paid feature),
 * and reads where each check stands in any status.
 */
@Injectable()
export class MyVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly sms: SmsQueue,
    private readonly verdicts: VerificationVerdicts,
  ) {}

  async get(ctx: RequestContext): Promise<MyVerificationDto> {
    const user = requirePrincipal(ctx, ['user']);
    const exporter = await ownExporter(this.dataSource.manager, user.id);
    const passed = await readPassedChecks(this.dataSource.manager, exporter.id);
    const isVerified = await this.verdicts.settleIfDue(exporter.id, passed, exporter.is_verified);
    return readLadder(this.dataSource.manager, { ...exporter, is_verified: isVerified });
  }

  /** Mails a 6-digit code to the profile's e-mail address (a new code replaces the last). */
  async sendEmailCode(ctx: RequestContext): Promise<VerificationEmailCodeDto> {
    const user = requirePrincipal(ctx, ['user']);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await ownExporter(manager, user.id);
      requireApproved(exporter);
      const code = newCode();
      const [row]: { expires_at: Date }[] = await manager.query(SAVE_EMAIL_CODE_SQL, [
        exporter.id,
        exporter.email,
        hashCode(exporter.id, code),
        VERIFICATION_EMAIL_CODE_MINUTES,
      ]);
      await this.mail.add(manager, {
        key: `verification-code:${exporter.id}:${randomUUID()}`,
        to: exporter.email,
        ...verificationCodeMail({
          companyName: exporter.company_name,
          contactPerson: exporter.contact_person,
          code,
          minutes: VERIFICATION_EMAIL_CODE_MINUTES,
        }),
      });
      return { sentTo: exporter.email, expiresAt: row!.expires_at.toISOString() };
    });
  }

  /**
   * Texts a 6-digit code to the number (read as E.164; a new code replaces the last). The code and its text
   * commit together; the SmsRelay delivers it.
   */
  async sendPhoneCode(ctx: RequestContext, command: PhoneCodeCommand): Promise<VerificationPhoneCodeDto> {
    const user = requirePrincipal(ctx, ['user']);
    const phone = textable(command.phone);
    return this.dataSource.transaction(async (manager) => {
      const exporter = await ownExporter(manager, user.id);
      requireApproved(exporter);
      const code = newCode();
      const [row]: { expires_at: Date }[] = await manager.query(SAVE_PHONE_CODE_SQL, [
        exporter.id,
        phone,
        hashCode(exporter.id, code),
        VERIFICATION_PHONE_CODE_MINUTES,
      ]);
      await this.sms.add(manager, {
        key: `verification-code:${exporter.id}:${randomUUID()}`,
        to: phone,
        // One short segment (160 characters): the code first, so a phone's preview shows it.
        text: `${code} is your Pakistan Export Directory verification code. It works for ${VERIFICATION_PHONE_CODE_MINUTES} minutes.`,
      });
      return { sentTo: phone, expiresAt: row!.expires_at.toISOString() };
    });
  }

  /**
   * The contact check: the e-mailed code typed back proves the e-mail address, the texted one the phone
   * (sent to this very number). Each submission is a try of each code, counted even when nothing else is
   * stored (the tries are committed on their own); a code runs out after its tries.
   */
  async submitContact(ctx: RequestContext, command: ContactCheckCommand): Promise<MyVerificationDto> {
    const user = requirePrincipal(ctx, ['user']);
    const phone = textable(command.phone);
    const exporter = await ownExporter(this.dataSource.manager, user.id);
    // Before the codes are tried: a refusal here costs no tries.
    requireApproved(exporter);
    const emailCode = await this.tryCode<{ email: string }>(
      'verification_email_codes',
      'email',
      exporter.id,
      VERIFICATION_EMAIL_CODE_TRIES,
    );
    const phoneCode = await this.tryCode<{ phone: string }>(
      'verification_phone_codes',
      'phone',
      exporter.id,
      VERIFICATION_PHONE_CODE_TRIES,
    );
    const wrong: { field: 'emailCode' | 'phoneCode'; message: string }[] = [];
    if (
      !emailCode ||
      emailCode.code_hash !== hashCode(exporter.id, command.emailCode) ||
      emailCode.email.toLowerCase() !== exporter.email.toLowerCase()
    ) {
      wrong.push({ field: 'emailCode', message: M.emailCodeWrong });
    }
    if (!phoneCode || phoneCode.code_hash !== hashCode(exporter.id, command.phoneCode)) {
      wrong.push({ field: 'phoneCode', message: M.phoneCodeWrong });
    } else if (phoneCode.phone !== phone) {
      wrong.push({ field: 'phoneCode', message: M.phoneCodeOtherNumber });
    }
    if (wrong.length > 0) throw codeIncorrect(wrong);
    const now = new Date().toISOString();
    return this.submit(
      user.id,
      'contact',
      { email: exporter.email, emailConfirmedAt: now, phone, phoneConfirmedAt: now },
      [],
      {
        alsoInTransaction: async (manager) => {
          await manager.query('DELETE FROM catalog.verification_email_codes WHERE exporter_id = $1', [
            exporter.id,
          ]);
          await manager.query('DELETE FROM catalog.verification_phone_codes WHERE exporter_id = $1', [
            exporter.id,
          ]);
        },
      },
    );
  }

  /** Counts a try of the exporter's live code (committed at once); null when none is left to try. */
  private async tryCode<T>(
    table: 'verification_email_codes' | 'verification_phone_codes',
    column: 'email' | 'phone',
    exporterId: number,
    tries: number,
  ): Promise<(T & { code_hash: string }) | undefined> {
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [[code]]: [(T & { code_hash: string })[], number] = await this.dataSource.query(
      `UPDATE catalog.${table} SET attempts = attempts + 1
        WHERE exporter_id = $1 AND expires_at > now() AND attempts < $2
        RETURNING code_hash, ${column}`,
      [exporterId, tries],
    );
    return code;
  }

  submitLegalEntity(ctx: RequestContext, command: LegalEntityCheckCommand): Promise<MyVerificationDto> {
    const user = requirePrincipal(ctx, ['user']);
    const certificate = command.certificateUrl ?? null;
    return this.submit(
      user.id,
      'legal_entity',
      { secpNumber: command.secpNumber, ntn: command.ntn, certificateUrl: certificate },
      certificate
        ? [{ type: 'secp_certificate', name: 'SECP certificate of incorporation', url: certificate }]
        : [],
    );
  }

  submitMembership(ctx: RequestContext, command: MembershipCheckCommand): Promise<MyVerificationDto> {
    const user = requirePrincipal(ctx, ['user']);
    const link = command.link ?? null;
    return this.submit(
      user.id,
      'membership',
      { bodyName: command.bodyName, memberNumber: command.memberNumber, link },
      link
        ? [
            {
              type: 'membership_record',
              name: `Member ${command.memberNumber} of ${command.bodyName}`,
              url: link,
            },
          ]
        : [],
      { linkOrFile: true },
    );
  }

  submitSite(ctx: RequestContext, command: SiteCheckCommand): Promise<MyVerificationDto> {
    const user = requirePrincipal(ctx, ['user']);
    if (command.method === 'video_call') {
      return this.submit(user.id, 'site', { method: 'video_call', availability: command.availability! }, []);
    }
    const link = command.link ?? null;
    return this.submit(
      user.id,
      'site',
      { method: 'audit_report', auditor: command.auditor!, link },
      link ? [{ type: 'audit_report', name: `Site audit report by ${command.auditor!}`, url: link }] : [],
      { linkOrFile: true },
    );
  }

  /**
   * One submission, waiting for review; a check has at most one waiting at a time. It takes the files uploaded
   * for the check since its last submission. `linkOrFile`: the evidence is a link, a file, or both.
   */
  private async submit(
    userId: number,
    check: VerificationCheck,
    evidence: VerificationEvidence,
    links: EvidenceLink[],
    { linkOrFile = false, alsoInTransaction }: SubmitOptions = {},
  ): Promise<MyVerificationDto> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        // Locked: an upload at the same moment joins either this submission or the next, never neither.
        const exporter = await ownExporter(manager, userId, true);
        requireApproved(exporter);
        const waiting: unknown[] = await manager.query(
          `SELECT 1 FROM catalog.verification_requests
            WHERE exporter_id = $1 AND check_type = $2 AND status = 'pending'`,
          [exporter.id, check],
        );
        if (waiting.length > 0) throw alreadyPending();
        const [request]: { id: number }[] = await manager.query(
          `INSERT INTO catalog.verification_requests (exporter_id, requested_by, check_type, documents)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [exporter.id, userId, check, JSON.stringify(evidence)],
        );
        for (const link of links) {
          await manager.query(
            `INSERT INTO catalog.verification_documents
                 (exporter_id, document_type, document_name, file_url, request_id, check_type)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [exporter.id, link.type, link.name.slice(0, 255), link.url, request!.id, check],
          );
        }
        // TypeORM answers an UPDATE … RETURNING as [rows, count].
        const [, files]: [unknown[], number] = await manager.query(
          `UPDATE catalog.verification_documents SET request_id = $3
            WHERE exporter_id = $1 AND check_type = $2 AND request_id IS NULL RETURNING id`,
          [exporter.id, check, request!.id],
        );
        if (linkOrFile && links.length === 0 && files === 0) throw evidenceMissing();
        await alsoInTransaction?.(manager);
        return readLadder(manager, exporter);
      });
    } catch (error) {
      // Two submissions at once: the one-pending index lets one through.
      if (isUniqueViolation(error)) throw alreadyPending();
      throw error;
    }
  }
}

/** The caller's exporter (`lock`: for the rest of the transaction, against the caller's other changes). */
export async function ownExporter(
  manager: EntityManager,
  userId: number,
  lock = false,
): Promise<OwnExporter> {
  const [row]: OwnExporter[] = await manager.query(
    `SELECT id, status, email, company_name, contact_person, is_verified
       FROM catalog.exporters WHERE user_id = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  if (!row) throw profileNotFound();
  return row;
}

async function readLadder(manager: EntityManager, exporter: OwnExporter): Promise<MyVerificationDto> {
  const passed = await readPassedChecks(manager, exporter.id);
  const latest: SubmissionRow[] = await manager.query(LATEST_SUBMISSIONS_SQL, [exporter.id]);
  const files: FileRow[] = await manager.query(EXPORTER_FILES_SQL, [exporter.id]);
  return {
    exporterId: exporter.id,
    email: exporter.email,
    isVerified: exporter.is_verified,
    checks: toCheckDtos(passed, latest, files, new Date()),
  };
}
