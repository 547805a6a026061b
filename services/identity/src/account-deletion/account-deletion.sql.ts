/** The address a deleted account keeps: unique, undeliverable, naming nobody (the old one is free again). */
const ERASED_EMAIL = `'deleted-' || id || '@deleted.invalid'`;

/** Buyer $1 erased: its address, names, password and tokens; the row stays. */
export const ERASE_BUYER_SQL = `UPDATE identity.buyer_users
              SET email = ${ERASED_EMAIL}, password_hash = '!', first_name = NULL, last_name = NULL,
                  email_verification_token = NULL, password_reset_token = NULL, password_reset_expires = NULL,
                  deleted_at = now()
            WHERE id = $1`;

/** Exporter account $1 erased and disabled: its address, names, password and picture; the row stays. */
export const ERASE_USER_SQL = `UPDATE identity.users
              SET email = ${ERASED_EMAIL}, password_hash = NULL, first_name = NULL, last_name = NULL,
                  profile_image_url = NULL, disabled_at = now(), deleted_at = now()
            WHERE id = $1`;
