import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Principal, RequestContext } from '@ped/contracts';
import {
  CATALOG_SUBJECTS,
  type ExporterApplicationSubmittedEvent,
  type ExporterSignupCommand,
  type ExporterSignupResultDto,
} from '@ped/contracts/catalog';
import {
  DomainException,
  isUniqueViolation,
  MailQueue,
  MailServiceConfig,
  OutboxService,
} from '@ped/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { Exporter } from '../exporter/exporter.entity.js';
import { exporterChangedEvent } from '../exporter/exporter.util.js';
import { applicationReceivedMail } from './application-mail.util.js';
import { APPLICATION_EMAIL_TAKEN, REGISTRATION_ID_ATTEMPTS } from './exporter-application.constants.js';
import { ExporterApplication } from './exporter-application.entity.js';
import { generateRegistrationId } from './registration-id.util.js';

const REGISTRATION_ID_CONSTRAINT = 'exporter_applications_registration_id_key';

@Injectable()
export class ExporterApplicationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly mail: MailQueue,
    private readonly mailConfig: MailServiceConfig,
  ) {}

  /**
   * Stores the application and a pending exporter with their events, and queues the "we received your
   * application" mail with the registration ID, in one transaction. A taken
   * e-mail is a CONFLICT; a colliding registration id is retried with a fresh one.
   */
  async submit(ctx: RequestContext, command: ExporterSignupCommand): Promise<ExporterSignupResultDto> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.dataSource.transaction((manager) =>
          this.insert(manager, command, generateRegistrationId(), ctx.principal),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const collided = constraintOf(error) === REGISTRATION_ID_CONSTRAINT;
        if (!collided) throw new DomainException('APPLICATION_EMAIL_TAKEN', APPLICATION_EMAIL_TAKEN);
        if (attempt >= REGISTRATION_ID_ATTEMPTS) throw error;
      }
    }
  }

  private async insert(
    manager: EntityManager,
    command: ExporterSignupCommand,
    registrationId: string,
    actor?: Principal,
  ): Promise<ExporterSignupResultDto> {
    const email = command.email.toLowerCase();
    // Friendly answer for the common case; the unique index settles a race between two submits.
    const taken: unknown[] = await manager.query(
      `SELECT 1 FROM catalog.exporter_applications WHERE lower(email) = $1
       UNION ALL SELECT 1 FROM catalog.exporters WHERE lower(email) = $1 LIMIT 1`,
      [email],
    );
    if (taken.length > 0) throw new DomainException('APPLICATION_EMAIL_TAKEN', APPLICATION_EMAIL_TAKEN);

    const exporter = await manager.save(
      manager.create(Exporter, {
        companyName: command.companyName,
        description: command.description,
        contactPerson: command.contactPersonName,
        email,
        phone: command.phone,
        website: command.website || null,
        address: command.address,
        city: command.city,
        establishedYear: Number(command.yearEstablished),
        employeeCount: command.employeeCount,
        certifications: command.certifications ?? [],
        status: 'pending',
      }),
    );
    const application = await manager.save(
      manager.create(ExporterApplication, {
        registrationId,
        exporterId: exporter.id,
        companyName: command.companyName,
        businessType: command.businessType,
        registrationNumber: command.registrationNumber || null,
        yearEstablished: command.yearEstablished,
        contactPersonName: command.contactPersonName,
        email,
        phone: command.phone,
        whatsapp: command.whatsapp || null,
        address: command.address,
        city: command.city,
        province: command.province,
        postalCode: command.postalCode || null,
        website: command.website || null,
        description: command.description,
        mainProducts: command.mainProducts,
        exportExperience: command.exportExperience,
        targetMarkets: command.targetMarkets,
        employeeCount: command.employeeCount,
        annualTurnover: command.annualTurnover || null,
        certifications: command.certifications ?? [],
        agreeToTerms: command.agreeToTerms,
        agreeToDataProcessing: command.agreeToDataProcessing,
      }),
    );
    await this.outbox.add(
      manager,
      CATALOG_SUBJECTS.exporterCreated,
      await exporterChangedEvent(manager, exporter),
      actor,
    );
    const submitted: ExporterApplicationSubmittedEvent = {
      applicationId: application.id,
      registrationId,
      exporterId: exporter.id,
      companyName: application.companyName,
      email,
      city: application.city,
      businessType: application.businessType,
    };
    await this.outbox.add(manager, CATALOG_SUBJECTS.exporterApplicationSubmitted, submitted, actor);
    await this.mail.add(manager, {
      key: `application:${registrationId}`,
      to: email,
      ...applicationReceivedMail({
        companyName: application.companyName,
        contactPersonName: application.contactPersonName,
        registrationId,
        publicOrigin: this.mailConfig.PUBLIC_ORIGIN,
      }),
    });
    return { registrationId };
  }
}

/** The constraint a unique violation names (TypeORM copies pg's error fields onto its own). */
function constraintOf(error: unknown): string | undefined {
  const { constraint, driverError } = error as { constraint?: string; driverError?: { constraint?: string } };
  return constraint ?? driverError?.constraint;
}
