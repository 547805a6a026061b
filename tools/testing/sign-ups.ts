import pg from 'pg';

/** Sign-up routes: they mail a link, and opening it (POST /api/auth/confirm-email) creates the account. */
export const isSignUpPath = (path: string) => /^\/api\/(auth|buyer)\/register$/.test(path);

/**
 * The token of the newest sign-up link identity mailed to `email`, read from its mail outbox (the mail is
 * queued with the sign-up, in its transaction), as a person would read it from the mail.
 */
export async function signUpLinkToken(databaseUrl: string, email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text_body: string }>(
      `SELECT text_body FROM identity.mail_outbox
        WHERE to_address = $1 AND mail_key LIKE 'sign-up:%' ORDER BY id DESC LIMIT 1`,
      [email.trim().toLowerCase()],
    );
    const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no sign-up link was mailed to ${email}`);
    return token;
  } finally {
    await client.end();
  }
}
