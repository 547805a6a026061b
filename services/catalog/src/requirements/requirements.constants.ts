export const REQUIREMENT_NOT_FOUND = 'Requirement not found';
/** A buyer's list is never paged on the dashboard; past this many, the oldest are left out. */
export const MAX_LISTED_REQUIREMENTS = 500;
