/** Request/reply patterns served by the catalog service. */
export const CATALOG_PATTERNS = {
  categoryList: 'catalog.category.list',
  categoryGet: 'catalog.category.get',
  categoryCreate: 'catalog.category.create',
  exporterList: 'catalog.exporter.list',
  exporterFeatured: 'catalog.exporter.featured',
  exporterSponsored: 'catalog.exporter.sponsored',
  productSearch: 'catalog.product.search',
  exporterGet: 'catalog.exporter.get',
  productList: 'catalog.product.list',
  statsGet: 'catalog.stats.get',
  sitemapGet: 'catalog.sitemap.get',
  exporterApplicationSubmit: 'catalog.exporter_application.submit',
  exporterCompare: 'catalog.exporter.compare',
  requirementList: 'catalog.requirement.list',
  requirementPost: 'catalog.requirement.post',
  requirementUpdate: 'catalog.requirement.update',
  /** Requirements as exporters read them: → RequirementTemplateListDto. */
  requirementTemplateList: 'catalog.requirement_template.list',
  /** ListOpenRequirementsQuery → OpenRequirementListDto (a signed-in exporter with a profile). */
  openRequirementList: 'catalog.open_requirement.list',
  /** RequirementIdParams → OpenRequirementDto. */
  openRequirementGet: 'catalog.open_requirement.get',
  /** SubmitQuotationRequest → SubmitQuotationResultDto. */
  quotationSubmit: 'catalog.quotation.submit',
  /** → MyQuotationListDto. */
  myQuotationList: 'catalog.my_quotation.list',
  /** RequirementIdParams → BuyerQuotationListDto (the buyer's own requirement). */
  buyerQuotationList: 'catalog.buyer_quotation.list',
  /** QuotationIdParams → AcceptQuotationReplyDto. */
  quotationAccept: 'catalog.quotation.accept',
  /** DeclineQuotationRequest → BuyerQuotationDto. */
  quotationDecline: 'catalog.quotation.decline',
  /** The daily digest of new requests (requirement-digest): RequirementDigestTokenQuery → RequirementDigestSubscriptionDto. */
  requirementDigestUnsubscribe: 'catalog.requirement_digest.unsubscribe',
  requirementDigestSubscribe: 'catalog.requirement_digest.subscribe',
  /** Runs the digest job now (internal: tests and operators; the job also runs on its interval) → RequirementDigestRunDto. */
  requirementDigestRun: 'catalog.requirement_digest.run',
  /** The caller's exporter's alerts of new requests in its categories → RequirementAlertListDto. */
  requirementAlertList: 'catalog.requirement_alert.list',
  /** Marks them all seen (the exporter opened its Buying Requests tab) → RequirementAlertListDto. */
  requirementAlertsSeen: 'catalog.requirement_alert.seen',
  savedExporterList: 'catalog.saved_exporter.list',
  savedExporterIds: 'catalog.saved_exporter.ids',
  savedExporterSave: 'catalog.saved_exporter.save',
  savedExporterUpdate: 'catalog.saved_exporter.update',
  savedExporterRemove: 'catalog.saved_exporter.remove',
  savedSearchList: 'catalog.saved_search.list',
  savedSearchSave: 'catalog.saved_search.save',
  savedSearchDelete: 'catalog.saved_search.delete',
  savedSearchOpen: 'catalog.saved_search.open',
  /** SetExporterLogoCommand → MediaUploadResultDto (exporter-images). */
  myExporterSetLogo: 'catalog.my_exporter.set_logo',
  /** SetProductImageCommand → MediaUploadResultDto (exporter-images). */
  myExporterSetProductImage: 'catalog.my_exporter.set_product_image',
  /** The exporter workspace's figures of the caller's own exporter (exporter-metrics). */
  myExporterMetrics: 'catalog.my_exporter.metrics',
  myExporterGet: 'catalog.my_exporter.get',
  myExporterCreate: 'catalog.my_exporter.create',
  myExporterUpdate: 'catalog.my_exporter.update',
  myProductList: 'catalog.my_product.list',
  myProductAdd: 'catalog.my_product.add',
  myProductUpdate: 'catalog.my_product.update',
  myProductDelete: 'catalog.my_product.delete',
  adminExporterStatus: 'catalog.admin_exporter.status',
  /** The verification ladder (verification): the exporter's own checks, the review, the public badge. */
  myVerificationGet: 'catalog.my_verification.get',
  myVerificationEmailCode: 'catalog.my_verification.email_code',
  /** PhoneCodeCommand → VerificationPhoneCodeDto (a code texted to the number). */
  myVerificationPhoneCode: 'catalog.my_verification.phone_code',
  myVerificationContact: 'catalog.my_verification.contact',
  myVerificationLegalEntity: 'catalog.my_verification.legal_entity',
  myVerificationMembership: 'catalog.my_verification.membership',
  myVerificationSite: 'catalog.my_verification.site',
  /** Evidence files: AddVerificationDocumentCommand → VerificationFileDto; remove and read → VerificationDocumentStoredDto. */
  myVerificationAddDocument: 'catalog.my_verification.add_document',
  myVerificationRemoveDocument: 'catalog.my_verification.remove_document',
  verificationDocumentFile: 'catalog.verification_document.file',
  adminVerificationList: 'catalog.admin_verification.list',
  adminVerificationReview: 'catalog.admin_verification.review',
  exporterVerification: 'catalog.exporter.verification',
  /** The admin console (admin-exporters): AdminExportersQuery → AdminExporterListDto. */
  adminExporterList: 'catalog.admin_exporter.list',
  /** ExporterVerifyRequest → ExporterVerifyResultDto. */
  adminExporterVerify: 'catalog.admin_exporter.verify',
  /** ExporterIdParams → ExporterRemovedDto (the exporter and what hangs on it are gone). */
  adminExporterDelete: 'catalog.admin_exporter.delete',
  /** BulkActionCommand → BulkActionResultDto. */
  adminBulkAction: 'catalog.admin_exporter.bulk',
  /** → VerificationDocumentListDto. */
  adminVerificationDocuments: 'catalog.admin_exporter.verification_documents',
} as const;

/**
 * Fire-and-forget messages to the catalog service (Nest `emit`, no reply): counted in batches,
 * never on the read path that caused them.
 */
export const CATALOG_EVENT_PATTERNS = {
  /** ProfileViewCounts: the views a gateway served since its last flush. */
  exporterProfileViews: 'catalog.exporter_metrics.profile_views',
} as const;
