/** Where an admin lands after signing in when the server names no other page. */
export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin-login';
/** The simple dashboard the spec keeps beside the enhanced one. */
export const ADMIN_LEGACY = '/admin-legacy';
