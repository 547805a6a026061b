/** Where the buyer's saved exporters and searches are listed: the buyer dashboard's Saved tab. */
export const SAVED_TAB_PATH = '/buyer-dashboard?tab=saved';

/** "Save this search" asked for by a visitor, completed once they are back as a buyer (see buyerLoginHref). */
export const RESUME_SAVE_SEARCH_PARAM = 'saveSearch';

/** Whether the signed-in user may save: buyers only (exporters and admins have no saved lists). */
export const isBuyer = (user: { role: string } | null): boolean => user?.role === 'buyer';
