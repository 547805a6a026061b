import type { SchemaDataSourceInput } from '@ped/nest-kit';
import { Requirement } from '../requirements/requirement.entity.js';
import { Quotation } from '../quotations/quotation.entity.js';
import { Category } from '../category/category.entity.js';
import { ExporterApplication } from '../exporter-application/exporter-application.entity.js';
import { ExporterMetrics } from '../exporter-metrics/exporter-metrics.entity.js';
import { ExporterCategory } from '../exporter/exporter-category.entity.js';
import { Exporter } from '../exporter/exporter.entity.js';
import { Product } from '../exporter/product.entity.js';
import { SavedExporter } from '../saved-exporter/saved-exporter.entity.js';
import { SavedSearch } from '../saved-search/saved-search.entity.js';
import { Init1763800000000 } from './migrations/1763800000000-init.js';
import { PublicCatalogue1764000000000 } from './migrations/1764000000000-public-catalogue.js';
import { SearchAtScale1764100000000 } from './migrations/1764100000000-search-at-scale.js';
import { SearchPostings1764200000000 } from './migrations/1764200000000-search-postings.js';
import { EventConsumers1765000000000 } from './migrations/1765000000000-event-consumers.js';
import { AccountIds1765100000000 } from './migrations/1765100000000-account-ids.js';
import { MeritRanking1765200000000 } from './migrations/1765200000000-merit-ranking.js';
import { BuyerCountries1765300000000 } from './migrations/1765300000000-buyer-countries.js';
import { BuyerTools1765400000000 } from './migrations/1765400000000-buyer-tools.js';
import { SavedSearchCounts1765500000000 } from './migrations/1765500000000-saved-search-counts.js';
import { ExporterWorkspace1765600000000 } from './migrations/1765600000000-exporter-workspace.js';
import { ResponseMetrics1765700000000 } from './migrations/1765700000000-response-metrics.js';
import { ResponseOrder1765700000001 } from './migrations/1765700000001-response-order.js';
import { AdminConsole1766300000000 } from './migrations/1766300000000-admin-console.js';
import { VerificationLadder1766300000001 } from './migrations/1766300000001-verification-ladder.js';
import { VerificationFiles1766300000010 } from './migrations/1766300000010-verification-files.js';
import { BuyingRequests1766400000000 } from './migrations/1766400000000-buying-requests.js';
import { RequirementDigest1766500000000 } from './migrations/1766500000000-requirement-digest.js';
import { PhoneCodes1766600000000 } from './migrations/1766600000000-phone-codes.js';
import { SearchProbes1766800000000 } from './migrations/1766800000000-search-probes.js';
import { AdminSearch1766800000001 } from './migrations/1766800000001-admin-search.js';
import { RequirementAlerts1767200000000 } from './migrations/1767200000000-requirement-alerts.js';
import { PhraseCorrection1767400000000 } from './migrations/1767400000000-phrase-correction.js';
import { ProductPictures1767500000000 } from './migrations/1767500000000-product-pictures.js';
import { DigestWorker1767610000000 } from './migrations/1767610000000-digest-worker.js';
import { CategoryListings1767620000000 } from './migrations/1767620000000-category-listings.js';

export const CATALOG_SCHEMA = 'catalog';

export function catalogDatabase(url: string): SchemaDataSourceInput {
  return {
    schema: CATALOG_SCHEMA,
    url,
    entities: [
      Category,
      Exporter,
      ExporterCategory,
      Product,
      ExporterMetrics,
      ExporterApplication,
      Requirement,
      Quotation,
      SavedExporter,
      SavedSearch,
    ],
    migrations: [
      Init1763800000000,
      PublicCatalogue1764000000000,
      SearchAtScale1764100000000,
      SearchPostings1764200000000,
      EventConsumers1765000000000,
      AccountIds1765100000000,
      MeritRanking1765200000000,
      BuyerCountries1765300000000,
      BuyerTools1765400000000,
      SavedSearchCounts1765500000000,
      ExporterWorkspace1765600000000,
      ResponseMetrics1765700000000,
      ResponseOrder1765700000001,
      AdminConsole1766300000000,
      VerificationLadder1766300000001,
      VerificationFiles1766300000010,
      BuyingRequests1766400000000,
      RequirementDigest1766500000000,
      PhoneCodes1766600000000,
      SearchProbes1766800000000,
      AdminSearch1766800000001,
      RequirementAlerts1767200000000,
      PhraseCorrection1767400000000,
      ProductPictures1767500000000,
      DigestWorker1767610000000,
      CategoryListings1767620000000,
    ],
  };
}
