// The admin console's routes in the benchmark (issue 19): the default admin signed in as the console signs
// in (its first password, ADMIN_INITIAL_PASSWORD, changed first; two-factor is off until an admin turns it
// on), then the exporter list searched over every exporter, with and without the pending filter, and the
// stats routes the dashboard opens with, at 20 connections. The list's statement is the catalog's own
// (`@ped/catalog-service/bench`): the baseline server runs it and the bench EXPLAINs it.
import { randomBytes } from 'node:crypto';
import { ADMIN_EXPORTER_PAGE_SIZE } from '@ped/contracts/catalog';
import { adminExporterListSql } from '@ped/catalog-service/bench';

/**
 * The load: 20 connections. The search: a word of many company names (the suffix "International",
 * ~7% of them, and in their e-mail addresses), read through the list's trigram indexes.
 */
export const ADMIN = { connections: 20, searchTerm: 'international', username: 'admin' };

/**
 * Signs the default admin in, changes its first password (until then every admin route answers 403) and
 * signs in again with the new one.
 * @returns {Promise<{ token: string, password: string }>}
 */
export async function signInAdmin(origin, initialPassword) {
  if (!initialPassword) throw new Error('no ADMIN_INITIAL_PASSWORD: identity creates no default admin');
  // The console's rules: 12 characters or more, no common word, no "admin".
  const password = `bench-console-${randomBytes(8).toString('hex')}`;
  const first = await signIn(origin, initialPassword);
  await post(origin, '/api/auth/change-password', first, {
    currentPassword: initialPassword,
    newPassword: password,
  });
  return { token: await signIn(origin, password), password };
}

async function signIn(origin, password) {
  const { accessToken } = await post(origin, '/api/admin/login', null, {
    username: ADMIN.username,
    password,
  });
  return accessToken;
}

async function post(origin, path, token, body) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '10.79.0.1',
      'x-token-delivery': 'body',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The list's query as the catalog gets it (AdminExportersQuery with its defaults: newest first). */
export function adminListQuery({ searchTerm, filterStatus, filterPlan, sort, order, limit, offset }) {
  return {
    searchTerm: searchTerm?.trim() || undefined,
    filterStatus: filterStatus || undefined,
    filterPlan: filterPlan || undefined,
    sort: sort || undefined,
    order: order || undefined,
    limit: limit === undefined || limit === '' ? ADMIN_EXPORTER_PAGE_SIZE : Number(limit),
    offset: offset === undefined || offset === '' ? 0 : Number(offset),
  };
}

/** The list's statement (as the service runs it): the page with the capped total. */
export function adminListSql(query) {
  const list = adminExporterListSql(query);
  return [{ label: 'page and total', text: list.sql, values: list.params }];
}

/**
 * The benchmarked admin routes (`baseline`: the baseline server answers it with the catalog's statement).
 * @param {string} token the admin's access token
 */
export function adminEndpoints(token) {
  const headers = [{ authorization: `Bearer ${token}` }];
  const list = (key, name, params) => ({
    key,
    name,
    baseline: true,
    paths: [`/api/admin/exporters?${new URLSearchParams(params)}`],
    headers,
    sql: adminListSql(adminListQuery(params)),
  });
  const { searchTerm } = ADMIN;
  return [
    list('admin-search', `exporter list, search "${searchTerm}" (every status)`, { searchTerm }),
    list('admin-search-pending', `exporter list, search "${searchTerm}", pending`, {
      searchTerm,
      filterStatus: 'pending',
    }),
    {
      key: 'admin-stats',
      name: 'stats (the counters; the session check)',
      baseline: false,
      paths: ['/api/admin/stats'],
      headers,
      sql: [],
    },
    {
      key: 'admin-enhanced-stats',
      name: 'enhanced stats (six months, health, response time)',
      baseline: false,
      paths: ['/api/admin/enhanced-stats'],
      headers,
      sql: [],
    },
  ];
}
