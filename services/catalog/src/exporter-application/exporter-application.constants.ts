export const APPLICATION_EMAIL_TAKEN =
  'An exporter application with this email address already exists. Please contact us if you need to change it.';

/** Attempts at a fresh registration id when one collides (1 in 10^8 per existing id). */
export const REGISTRATION_ID_ATTEMPTS = 5;
