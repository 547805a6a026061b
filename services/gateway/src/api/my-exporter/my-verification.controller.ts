import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CATALOG_PATTERNS,
  ContactCheckCommand,
  LegalEntityCheckCommand,
  MembershipCheckCommand,
  PhoneCodeCommand,
  SiteCheckCommand,
  type MyVerificationDto,
  type VerificationEmailCodeDto,
  type VerificationPhoneCodeDto,
} from '@ped/contracts/catalog';
import { VERIFICATION_MESSAGES } from '@ped/contracts/options';
import {
  MyVerificationSchema,
  VerificationEmailCodeSchema,
  VerificationPhoneCodeSchema,
} from '@ped/contracts/responses';
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { Answers } from '../../openapi/answers.js';
import { NOT_APPROVED_DOC, NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';

const PENDING = `VERIFICATION_ALREADY_PENDING: "${VERIFICATION_MESSAGES.alreadyPending}"`;
const LADDER = 'The ladder after the submission: every check with its status';
const EXPORTERS_ONLY = 'Only exporter accounts have a verification ladder';
/** Evidence waits for an approved profile; the ladder itself reads in any status. */
const APPROVED_ONLY = `${EXPORTERS_ONLY}; ${NOT_APPROVED_DOC}`;
/** Every route's; a submission's 403 is APPROVED_ONLY. */
const EVERY_ROUTE = { 403: EXPORTERS_ONLY, 404: NO_PROFILE_DOC };
/** A submission's: for an approved profile, answered with the ladder. */
const SUBMITTED = { ...EVERY_ROUTE, 403: APPROVED_ONLY, 409: PENDING };

/**
 * The exporter's side of the verification ladder: evidence per check for the exporter the caller's account
 * owns (no exporter id in the path: nobody submits for another), once it is approved. Every plan may submit
 * every check.
 */
@ApiTags('verification')
@Controller('my-exporter/verification')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
export class MyVerificationController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @Answers({
    ...EVERY_ROUTE,
    200: {
      description:
        'Each check: not submitted, pending, rejected, passed (with approval and lapse dates) or lapsed',
      schema: MyVerificationSchema,
    },
  })
  get(@Call() call: CallContext): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationGet, {}, call);
  }

  @Post('email-code')
  @HttpCode(200)
  @Answers({
    ...EVERY_ROUTE,
    403: APPROVED_ONLY,
    200: {
      description: 'A 6-digit code mailed to the profile’s e-mail address (a new code replaces the last)',
      schema: VerificationEmailCodeSchema,
    },
  })
  sendEmailCode(@Call() call: CallContext): Promise<VerificationEmailCodeDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationEmailCode, {}, call);
  }

  @Post('contact/phone-code')
  @HttpCode(200)
  @RateLimit(RATE_LIMITS.verificationPhoneCode)
  @Answers({
    ...EVERY_ROUTE,
    403: APPROVED_ONLY,
    200: {
      description:
        'A 6-digit code texted to the number, read as E.164 (Pakistani without the country code); a new code replaces the last',
      schema: VerificationPhoneCodeSchema,
    },
    400: `phone malformed, or VERIFICATION_PHONE_INVALID (naming phone): "${VERIFICATION_MESSAGES.phoneInvalid}"`,
  })
  sendPhoneCode(
    @Body() command: PhoneCodeCommand,
    @Call() call: CallContext,
  ): Promise<VerificationPhoneCodeDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationPhoneCode, command, call);
  }

  @Post('contact')
  @HttpCode(200)
  @Answers({
    ...SUBMITTED,
    200: { description: LADDER, schema: MyVerificationSchema },
    400: `A field is invalid; VERIFICATION_PHONE_INVALID (naming phone); VERIFICATION_CODE_INCORRECT naming emailCode ("${VERIFICATION_MESSAGES.emailCodeWrong}") and/or phoneCode ("${VERIFICATION_MESSAGES.phoneCodeWrong}")`,
  })
  contact(@Body() command: ContactCheckCommand, @Call() call: CallContext): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationContact, command, call);
  }

  @Post('legal-entity')
  @HttpCode(200)
  @Answers({
    ...SUBMITTED,
    200: { description: LADDER, schema: MyVerificationSchema },
    400: 'SECP incorporation number (7 digits) or FBR NTN (1234567-8) malformed',
  })
  legalEntity(
    @Body() command: LegalEntityCheckCommand,
    @Call() call: CallContext,
  ): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationLegalEntity, command, call);
  }

  @Post('membership')
  @HttpCode(200)
  @Answers({
    ...SUBMITTED,
    200: { description: LADDER, schema: MyVerificationSchema },
    400: 'A field is invalid; every failing field is named',
  })
  membership(@Body() command: MembershipCheckCommand, @Call() call: CallContext): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationMembership, command, call);
  }

  @Post('site')
  @HttpCode(200)
  @Answers({
    ...SUBMITTED,
    200: { description: LADDER, schema: MyVerificationSchema },
    400: 'A field is invalid; every failing field is named',
  })
  site(@Body() command: SiteCheckCommand, @Call() call: CallContext): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationSite, command, call);
  }
}
