import { Module } from '@nestjs/common';
import { CatalogCacheModule } from '../cache/catalog-cache.module.js';
import { documentStorageProvider } from '../documents/document-storage.provider.js';
import { LiveModule } from '../live/live.module.js';
import { MediaModule } from '../media/media.module.js';
import { HealthShare } from './admin/health-share.js';
import { ResponseTimes } from './admin/response-times.js';
import { ProfileViewsService } from './exporters/profile-views.service.js';
import { ContactCountService } from './stats/contact-count.service.js';
import { AdminAuthController } from './admin/admin-auth.controller.js';
import { AdminBuyersController } from './admin/admin-buyers.controller.js';
import { AdminCatalogController } from './admin/admin-catalog.controller.js';
import { AdminConsoleController } from './admin/admin-console.controller.js';
import { AdminConversationsController } from './admin/admin-conversations.controller.js';
import { AdminExportersController } from './admin/admin-exporters.controller.js';
import { AdminSuspensionsController } from './admin/admin-suspensions.controller.js';
import { AdminVerificationController } from './admin/admin-verification.controller.js';
import { ModerationQueueController } from './admin/moderation-queue.controller.js';
import { TwoFactorController } from './admin/two-factor.controller.js';
import { AccountDeletionController } from './auth/account-deletion.controller.js';
import { AuthController } from './auth/auth.controller.js';
import { PasswordLinksController } from './auth/password-links.controller.js';
import { BuyerAuthController } from './buyer/buyer-auth.controller.js';
import { BuyerDataExportController } from './buyer/buyer-data-export.controller.js';
import { BuyerQuotationsController } from './buyer/buyer-quotations.controller.js';
import { BuyerRequirementsController } from './buyer/buyer-requirements.controller.js';
import { SavedExportersController } from './buyer/saved-exporters.controller.js';
import { SavedSearchesController } from './buyer/saved-searches.controller.js';
import { CategoriesController } from './categories/categories.controller.js';
import { InquiriesController } from './contact-requests/inquiries.controller.js';
import { ContactController } from './contact/contact.controller.js';
import { ConversationsController } from './conversations/conversations.controller.js';
import { ExporterSignupController } from './exporter/exporter-signup.controller.js';
import { ExporterVerificationController } from './exporters/exporter-verification.controller.js';
import { ExportersController } from './exporters/exporters.controller.js';
import { HealthController } from './health/health.controller.js';
import { LiveController } from './live/live.controller.js';
import { MediaUploadsController } from './my-exporter/media-uploads.controller.js';
import { MyExporterMetricsController } from './my-exporter/my-exporter-metrics.controller.js';
import { MyExporterController } from './my-exporter/my-exporter.controller.js';
import { MyInquiriesController } from './my-exporter/my-inquiries.controller.js';
import { MyQuotationsController } from './my-exporter/my-quotations.controller.js';
import { MyVerificationDocumentsController } from './my-exporter/my-verification-documents.controller.js';
import { MyVerificationController } from './my-exporter/my-verification.controller.js';
import { ProductsController } from './products/products.controller.js';
import { RequirementDigestController } from './requirement-digest/requirement-digest.controller.js';
import { RequirementTemplatesController } from './requirement-templates/requirement-templates.controller.js';
import { OpenRequirementsController } from './requirements/open-requirements.controller.js';
import { SitemapController } from './sitemap/sitemap.controller.js';
import { StatsController } from './stats/stats.controller.js';
import { VerificationDocumentsController } from './verification-documents/verification-documents.controller.js';
import { JwksController } from './well-known/jwks.controller.js';

/**
 * Every HTTP route of the gateway. `api/<segment>/` holds the controllers of the routes under
 * `/api/<segment>` (`.well-known` in `well-known/`; `/api/login` and `/api/logout` with `auth/`), each
 * named for what it serves in the glossary's words; the machinery they share (sessions and guards, the
 * service client, caches, live streams, stores) lives beside `api/`.
 */
@Module({
  imports: [CatalogCacheModule, LiveModule, MediaModule],
  controllers: [
    // /api/admin
    AdminAuthController,
    AdminBuyersController,
    AdminCatalogController,
    AdminConsoleController,
    AdminConversationsController,
    AdminExportersController,
    AdminSuspensionsController,
    AdminVerificationController,
    ModerationQueueController,
    TwoFactorController,
    // /api/auth
    AccountDeletionController,
    AuthController,
    PasswordLinksController,
    // /api/buyer
    BuyerAuthController,
    BuyerDataExportController,
    BuyerQuotationsController,
    BuyerRequirementsController,
    SavedExportersController,
    SavedSearchesController,
    // /api/categories
    CategoriesController,
    // /api/contact
    ContactController,
    // /api/contact-requests
    InquiriesController,
    // /api/conversations
    ConversationsController,
    // /api/exporter
    ExporterSignupController,
    // /api/exporters
    ExporterVerificationController,
    ExportersController,
    // /api/health
    HealthController,
    // /api/live
    LiveController,
    // /api/my-exporter
    MediaUploadsController,
    MyExporterController,
    MyExporterMetricsController,
    MyInquiriesController,
    MyQuotationsController,
    MyVerificationController,
    MyVerificationDocumentsController,
    // /api/products
    ProductsController,
    // /api/requirement-digest
    RequirementDigestController,
    // /api/requirement-templates
    RequirementTemplatesController,
    // /api/requirements
    OpenRequirementsController,
    // /api/sitemap.xml
    SitemapController,
    // /api/stats
    StatsController,
    // /api/verification-documents
    VerificationDocumentsController,
    // /api/.well-known
    JwksController,
  ],
  providers: [ProfileViewsService, ContactCountService, ResponseTimes, HealthShare, documentStorageProvider],
})
export class ApiModule {}
