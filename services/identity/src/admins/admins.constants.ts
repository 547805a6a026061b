export const DEFAULT_ADMIN_USERNAME = 'admin';
