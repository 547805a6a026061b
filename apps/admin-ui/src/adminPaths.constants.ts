/** Where an admin lands after signing in when the server names no other page. */
export const ADMIN_HOME = '/admin';
export const ADMIN_LOGIN = '/admin-login';
