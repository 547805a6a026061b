import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RouteSchema } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
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
import { SignedIn } from '../../auth/auth.decorators.js';
import { ExporterRoleGuard } from '../../auth/exporter-role.guard.js';
import { Call } from '../../http/call-context.decorator.js';
import { NOT_APPROVED_DOC, NO_PROFILE_DOC } from '../../openapi/exporter-profile.docs.js';
import { RATE_LIMITS } from '../../rate-limit/rate-limit.constants.js';
import { RateLimit } from '../../rate-limit/rate-limit.guard.js';
import { ServiceClient, type CallContext } from '../../services/service-client.js';
import { emailCodeSchema, myVerificationSchema, phoneCodeSchema } from './verification.schema.js';

const PENDING = `VERIFICATION_ALREADY_PENDING: "${VERIFICATION_MESSAGES.alreadyPending}"`;
const LADDER = 'The ladder after the submission: every check with its status';
const EXPORTERS_ONLY = 'Only exporter accounts have a verification ladder';
/** Evidence waits for an approved profile; the ladder itself reads in any status. */
const APPROVED_ONLY = `${EXPORTERS_ONLY}; ${NOT_APPROVED_DOC}`;

/**
 * The exporter's side of the verification ladder: evidence per check for the exporter the caller's account
 * owns (no exporter id in the path: nobody submits for another), once it is approved. Every plan may submit
 * every check.
 */
@ApiTags('verification')
@Controller('my-exporter/verification')
@SignedIn('user')
@UseGuards(ExporterRoleGuard)
@ApiForbiddenResponse({ description: EXPORTERS_ONLY })
@ApiNotFoundResponse({ description: NO_PROFILE_DOC })
export class MyVerificationController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @RouteSchema({ response: { 200: myVerificationSchema } })
  @ApiOkResponse({
    description:
      'Each check: not submitted, pending, rejected, passed (with approval and lapse dates) or lapsed',
    schema: myVerificationSchema as object,
  })
  get(@Call() call: CallContext): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationGet, {}, call);
  }

  @Post('email-code')
  @ApiForbiddenResponse({ description: APPROVED_ONLY })
  @HttpCode(200)
  @RouteSchema({ response: { 200: emailCodeSchema } })
  @ApiOkResponse({
    description: 'A 6-digit code mailed to the profile’s e-mail address (a new code replaces the last)',
    schema: emailCodeSchema as object,
  })
  sendEmailCode(@Call() call: CallContext): Promise<VerificationEmailCodeDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationEmailCode, {}, call);
  }

  @Post('contact/phone-code')
  @ApiForbiddenResponse({ description: APPROVED_ONLY })
  @HttpCode(200)
  @RateLimit(RATE_LIMITS.verificationPhoneCode)
  @RouteSchema({ response: { 200: phoneCodeSchema } })
  @ApiOkResponse({
    description:
      'A 6-digit code texted to the number, read as E.164 (Pakistani without the country code); a new code replaces the last',
    schema: phoneCodeSchema as object,
  })
  @ApiBadRequestResponse({
    description: `phone malformed, or VERIFICATION_PHONE_INVALID (naming phone): "${VERIFICATION_MESSAGES.phoneInvalid}"`,
  })
  sendPhoneCode(
    @Body() command: PhoneCodeCommand,
    @Call() call: CallContext,
  ): Promise<VerificationPhoneCodeDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationPhoneCode, command, call);
  }

  @Post('contact')
  @ApiForbiddenResponse({ description: APPROVED_ONLY })
  @HttpCode(200)
  @RouteSchema({ response: { 200: myVerificationSchema } })
  @ApiOkResponse({ description: LADDER, schema: myVerificationSchema as object })
  @ApiBadRequestResponse({
    description: `A field is invalid; VERIFICATION_PHONE_INVALID (naming phone); VERIFICATION_CODE_INCORRECT naming emailCode ("${VERIFICATION_MESSAGES.emailCodeWrong}") and/or phoneCode ("${VERIFICATION_MESSAGES.phoneCodeWrong}")`,
  })
  @ApiConflictResponse({ description: PENDING })
  contact(@Body() command: ContactCheckCommand, @Call() call: CallContext): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationContact, command, call);
  }

  @Post('legal-entity')
  @ApiForbiddenResponse({ description: APPROVED_ONLY })
  @HttpCode(200)
  @RouteSchema({ response: { 200: myVerificationSchema } })
  @ApiOkResponse({ description: LADDER, schema: myVerificationSchema as object })
  @ApiBadRequestResponse({
    description: 'SECP incorporation number (7 digits) or FBR NTN (1234567-8) malformed',
  })
  @ApiConflictResponse({ description: PENDING })
  legalEntity(
    @Body() command: LegalEntityCheckCommand,
    @Call() call: CallContext,
  ): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationLegalEntity, command, call);
  }

  @Post('membership')
  @ApiForbiddenResponse({ description: APPROVED_ONLY })
  @HttpCode(200)
  @RouteSchema({ response: { 200: myVerificationSchema } })
  @ApiOkResponse({ description: LADDER, schema: myVerificationSchema as object })
  @ApiBadRequestResponse({ description: 'A field is invalid; every failing field is named' })
  @ApiConflictResponse({ description: PENDING })
  membership(@Body() command: MembershipCheckCommand, @Call() call: CallContext): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationMembership, command, call);
  }

  @Post('site')
  @ApiForbiddenResponse({ description: APPROVED_ONLY })
  @HttpCode(200)
  @RouteSchema({ response: { 200: myVerificationSchema } })
  @ApiOkResponse({ description: LADDER, schema: myVerificationSchema as object })
  @ApiBadRequestResponse({ description: 'A field is invalid; every failing field is named' })
  @ApiConflictResponse({ description: PENDING })
  site(@Body() command: SiteCheckCommand, @Call() call: CallContext): Promise<MyVerificationDto> {
    return this.services.send(CATALOG_PATTERNS.myVerificationSite, command, call);
  }
}
