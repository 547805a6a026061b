import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import type { RequestContext } from '@ped/contracts';
import {
  AddVerificationDocumentCommand,
  AdminVerificationQuery,
  CATALOG_PATTERNS,
  ContactCheckCommand,
  ExporterIdParams,
  LegalEntityCheckCommand,
  MembershipCheckCommand,
  PhoneCodeCommand,
  SiteCheckCommand,
  VerificationDocumentIdParams,
  VerificationReviewRequest,
  type AdminVerificationListDto,
  type MyVerificationDto,
  type PublicVerificationDto,
  type VerificationDocumentStoredDto,
  type VerificationEmailCodeDto,
  type VerificationFileDto,
  type VerificationPhoneCodeDto,
  type VerificationReviewResultDto,
} from '@ped/contracts/catalog';
import { RequestCtx, RequestData } from '@ped/nest-kit';
import { ExporterVerificationService } from './exporter-verification.service.js';
import { MyVerificationService } from './my-verification.service.js';
import { VerificationDocumentsService } from './verification-documents.service.js';
import { VerificationReviewService } from './verification-review.service.js';

/** The verification ladder: the owner's submissions, the administrators' review (the services check who). */
@Controller()
export class VerificationController {
  constructor(
    private readonly mine: MyVerificationService,
    private readonly reviews: VerificationReviewService,
    private readonly badges: ExporterVerificationService,
    private readonly documents: VerificationDocumentsService,
  ) {}

  @MessagePattern(CATALOG_PATTERNS.myVerificationGet)
  get(@RequestCtx() ctx: RequestContext): Promise<MyVerificationDto> {
    return this.mine.get(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.myVerificationEmailCode)
  sendEmailCode(@RequestCtx() ctx: RequestContext): Promise<VerificationEmailCodeDto> {
    return this.mine.sendEmailCode(ctx);
  }

  @MessagePattern(CATALOG_PATTERNS.myVerificationPhoneCode)
  sendPhoneCode(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: PhoneCodeCommand,
  ): Promise<VerificationPhoneCodeDto> {
    return this.mine.sendPhoneCode(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.myVerificationContact)
  contact(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: ContactCheckCommand,
  ): Promise<MyVerificationDto> {
    return this.mine.submitContact(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.myVerificationLegalEntity)
  legalEntity(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: LegalEntityCheckCommand,
  ): Promise<MyVerificationDto> {
    return this.mine.submitLegalEntity(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.myVerificationMembership)
  membership(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: MembershipCheckCommand,
  ): Promise<MyVerificationDto> {
    return this.mine.submitMembership(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.myVerificationSite)
  site(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: SiteCheckCommand,
  ): Promise<MyVerificationDto> {
    return this.mine.submitSite(ctx, command);
  }

  /** From the gateway, which checked the file and stored it privately. */
  @MessagePattern(CATALOG_PATTERNS.myVerificationAddDocument)
  addDocument(
    @RequestCtx() ctx: RequestContext,
    @RequestData() command: AddVerificationDocumentCommand,
  ): Promise<VerificationFileDto> {
    return this.documents.add(ctx, command);
  }

  @MessagePattern(CATALOG_PATTERNS.myVerificationRemoveDocument)
  removeDocument(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: VerificationDocumentIdParams,
  ): Promise<VerificationDocumentStoredDto> {
    return this.documents.remove(ctx, params);
  }

  @MessagePattern(CATALOG_PATTERNS.verificationDocumentFile)
  documentFile(
    @RequestCtx() ctx: RequestContext,
    @RequestData() params: VerificationDocumentIdParams,
  ): Promise<VerificationDocumentStoredDto> {
    return this.documents.file(ctx, params);
  }

  @MessagePattern(CATALOG_PATTERNS.adminVerificationList)
  list(
    @RequestCtx() ctx: RequestContext,
    @RequestData() query: AdminVerificationQuery,
  ): Promise<AdminVerificationListDto> {
    return this.reviews.list(ctx, query);
  }

  @MessagePattern(CATALOG_PATTERNS.adminVerificationReview)
  review(
    @RequestCtx() ctx: RequestContext,
    @RequestData() request: VerificationReviewRequest,
  ): Promise<VerificationReviewResultDto> {
    return this.reviews.review(ctx, request);
  }

  @MessagePattern(CATALOG_PATTERNS.exporterVerification)
  badge(@RequestData() params: ExporterIdParams): Promise<PublicVerificationDto> {
    return this.badges.badge(params);
  }
}
