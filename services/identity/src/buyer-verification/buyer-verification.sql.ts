import type { AdminBuyerDto } from '@ped/contracts/identity';

/** The list's filters, as the WHERE over `identity.buyer_users u` that adminBuyersSql and adminBuyerCountSql take. */
export const BUYER_FILTERS = { pending: 'WHERE NOT u.is_verified', verified: 'WHERE u.is_verified' } as const;

/** A page of the buyers `where` keeps, Pending first, newest first. $1 limit, $2 offset. */
export const adminBuyersSql = (where: string) =>
  `SELECT u.id, u.email, u.first_name, u.last_name, u.is_verified, u.created_at,
                p.company_name, p.country, p.business_type
           FROM identity.buyer_users u
           LEFT JOIN identity.buyer_profiles p ON p.buyer_user_id = u.id
           ${where}
          ORDER BY u.is_verified, u.created_at DESC, u.id DESC
          LIMIT $1 OFFSET $2`;

/** How many buyers `where` keeps. */
export const adminBuyerCountSql = (where: string) =>
  `SELECT count(*)::int AS total FROM identity.buyer_users u ${where}`;

/** Buyer $1, locked for the caller's change. */
export const ADMIN_BUYER_FOR_UPDATE_SQL = `SELECT u.id, u.email, u.first_name, u.last_name, u.is_verified, u.created_at,
                p.company_name, p.country, p.business_type
           FROM identity.buyer_users u
           LEFT JOIN identity.buyer_profiles p ON p.buyer_user_id = u.id
          WHERE u.id = $1 FOR UPDATE OF u`;

/** A row of adminBuyersSql and ADMIN_BUYER_FOR_UPDATE_SQL. */
export interface AdminBuyerRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_verified: boolean;
  created_at: Date;
  company_name: string | null;
  country: string | null;
  business_type: string | null;
}

/** The buyer's name, else its e-mail (a buyer who has not completed the profile has no name). */
export function toAdminBuyer(row: AdminBuyerRow): AdminBuyerDto {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    email: row.email,
    name: name || row.email,
    companyName: row.company_name,
    country: row.country,
    businessType: row.business_type,
    isVerified: row.is_verified,
    createdAt: row.created_at.toISOString(),
  };
}
