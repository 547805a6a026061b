/** Views are summed in memory and written at most this often (one upsert per flush, not per view). */
export const PROFILE_VIEW_FLUSH_MS = 1000;
