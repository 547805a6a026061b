/**
 * Every category slug and the approved (public) exporters' ids, in one round trip. $1: the most exporters to list.
 * Only ids travel: 50,000 of them stay far below NATS's 1 MB message limit.
 */
export const SITEMAP_ENTRIES_SQL = `
  SELECT
    ARRAY(SELECT slug FROM catalog.categories ORDER BY id) AS "categorySlugs",
    ARRAY(SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY id LIMIT $1) AS "exporterIds"`;
