/**
 * What `bench/` shares with this service, exported as `@ped/catalog-service/bench` (package.json
 * `exports`): the statements behind the public catalogue reads and the admin console's exporter list, the
 * DTO mapping the baseline server answers with (the public catalogue's, the buyer lists' and the admin
 * list's), and the demo seed's vocabulary the bulk seed draws from. The bench imports nothing else of this
 * service, so its internals can move freely; a name removed here fails the bench's import.
 */
export { CATEGORY_LIST_SQL } from './category/category.sql.js';
export { SEED_CATEGORIES } from './category/category-seed.constants.js';
export {
  exporterListSql,
  listExporters,
  normaliseSearch,
  readSearchFirst,
  searchFirstSql,
} from './exporter/exporter-list.sql.js';
export {
  EXPORTER_PROFILE_SQL,
  FEATURED_EXPORTERS_SQL,
  PUBLIC_PRODUCTS_SQL,
} from './exporter/exporter-reads.sql.js';
export {
  SEED_CATEGORY_PROFILES,
  SEED_CONTACT_NAMES,
  SEED_NAME_PREFIXES,
  SEED_STREETS,
} from './exporter/exporter-seed.constants.js';
export { FEATURED_EXPORTER_COUNT } from './exporter/exporter.constants.js';
export { toExporterDto, toProductList } from './exporter/exporter.util.js';
export { CATALOG_STATS_SQL } from './stats/stats.sql.js';
export { BUYER_REQUIREMENTS_SQL } from './requirements/buyer-requirements.sql.js';
export { MAX_LISTED_REQUIREMENTS } from './requirements/requirements.constants.js';
export { toBuyerRequirementDto } from './requirements/buyer-requirements.util.js';
export { SAVED_EXPORTER_IDS_SQL, SAVED_EXPORTERS_SQL } from './saved-exporter/saved-exporter.sql.js';
export { toSavedExporterDto } from './saved-exporter/saved-exporter.util.js';
export { storeCategoryPictures } from './exporter-images/category-pictures.js';
export {
  adminExporterCountSql,
  adminExporterListSql,
  adminExporterPageSql,
  adminExporterTotal,
  toAdminExporterDto,
} from './admin-exporters/admin-exporter-list.sql.js';
