// The baseline: a minimal Fastify + pg server answering the benchmarked routes with the same
// SQL (bench/queries.mjs) run the same way (the catalog's reads as prepared statements, PreparedReads),
// the same DTO mapping (the catalog's own functions) and the same response schemas (the gateway's,
// for the same fast serialisation). No NATS hop, no Nest, no validation layer: what this hardware can
// give for the work the database has to do.
//
// node bench/baseline-server.mjs  (DATABASE_URL, PORT; prints "listening <port>")
import Fastify from 'fastify';
import pg from 'pg';
import { CONVERSATION_LIMITS } from '@ped/contracts/options';
import { PreparedReads, SESSION_SETTINGS, sessionOptions } from '@ped/nest-kit';
import {
  adminExporterListSchema,
  categoryListSchema,
  conversationListSchema,
  exporterListSchema,
  exporterSchema,
  messagePageSchema,
  productListSchema,
  publicStatsSchema,
  requirementListSchema,
  savedExporterIdsSchema,
  savedExporterListSchema,
} from '@ped/gateway/bench';
import {
  adminExporterTotal,
  toAdminExporterDto,
  toBuyerRequirementDto,
  toSavedExporterDto,
} from '@ped/catalog-service/bench';
import { adminListQuery, adminListSql } from './admin.mjs';
import { buyerEndpoints, buyerOf } from './buyers.mjs';
import { contextOf, conversationList, threadPage } from './messaging.mjs';
import {
  categoriesSql,
  listExporters,
  productsSql,
  profileSql,
  statsSql,
  toExporterDto,
  toProductList,
} from './queries.mjs';

// As in the services: a TypeORM pool of 10 connections (libs/nest-kit schema-data-source.ts) and
// one of prepared reads (prepared-reads.ts).
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  application_name: 'ped-bench-baseline',
  options: sessionOptions(SESSION_SETTINGS),
});
const reads = PreparedReads.connect(process.env.DATABASE_URL, 'ped-bench-baseline-reads');
/** A statement as the services run it: prepared or not (`prepared`, see queries.mjs). */
const run = ({ text, values, prepared }) =>
  prepared ? reads.query(text, values) : pool.query(text, values).then((result) => result.rows);

const app = Fastify({ logger: false });

const integer = (value) => (value === undefined || value === '' ? undefined : Number(value));

app.get('/api/exporters', { schema: { response: { 200: exporterListSchema } } }, async (request) => {
  const q = request.query;
  return listExporters(run, {
    search: q.search || undefined,
    limit: integer(q.limit) ?? 12,
    offset: integer(q.offset) ?? 0,
    categoryId: integer(q.categoryId),
    city: q.city || undefined,
    verified: q.verified === 'true' ? true : undefined,
  });
});

app.get('/api/exporters/:id', { schema: { response: { 200: exporterSchema } } }, async (request, reply) => {
  const [row] = await run(profileSql(Number(request.params.id))[0]);
  if (!row) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Exporter Not Found' });
  return toExporterDto(row);
});

app.get(
  '/api/exporters/:id/products',
  { schema: { response: { 200: productListSchema } } },
  async (request, reply) => {
    const rows = await run(productsSql(Number(request.params.id))[0]);
    if (rows.length === 0) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Exporter Not Found' });
    return toProductList(rows);
  },
);

app.get('/api/categories', { schema: { response: { 200: categoryListSchema } } }, async () =>
  run(categoriesSql()[0]),
);

app.get('/api/stats', { schema: { response: { 200: publicStatsSchema } } }, async () => {
  const [catalog, contacts] = statsSql();
  const [[counts], [messaging]] = await Promise.all([run(catalog), run(contacts)]);
  return { ...counts, totalContacts: messaging.total };
});

// The buyer lists, run as the catalog service runs them (its DataSource, not prepared), for the buyer
// the bearer token names.
const [requirementsSql, savedSql, savedIdsSql] = buyerEndpoints([{ id: 0, token: '' }]).map(
  (route) => route.sql[0],
);
const forBuyer = (sql, request) => pool.query(sql.text, [buyerOf(request), ...sql.values.slice(1)]);

app.get(
  '/api/buyer/requirements',
  { schema: { response: { 200: requirementListSchema } } },
  async (request) => (await forBuyer(requirementsSql, request)).rows.map(toBuyerRequirementDto),
);

app.get(
  '/api/buyer/saved-exporters',
  { schema: { response: { 200: savedExporterListSchema } } },
  async (request) => (await forBuyer(savedSql, request)).rows.map(toSavedExporterDto),
);

app.get(
  '/api/buyer/saved-exporters/ids',
  { schema: { response: { 200: savedExporterIdsSchema } } },
  async (request) => ({
    exporterIds: (await forBuyer(savedIdsSql, request)).rows.map((row) => row.exporter_id),
  }),
);

// The conversation list and a thread's page, with the messaging service's own reads (its DataSource's
// pool: plain SQL, not prepared) for the principal the bearer token names.
const manager = { query: (text, values) => pool.query(text, values).then((result) => result.rows) };

app.get('/api/conversations', { schema: { response: { 200: conversationListSchema } } }, async (request) =>
  conversationList(manager, contextOf(request), {
    status: request.query.status || undefined,
    limit: integer(request.query.limit) ?? CONVERSATION_LIMITS.listDefault,
    offset: integer(request.query.offset) ?? 0,
  }),
);

app.get(
  '/api/conversations/:id/messages',
  { schema: { response: { 200: messagePageSchema } } },
  async (request, reply) => {
    const page = await threadPage(manager, contextOf(request), {
      id: Number(request.params.id),
      before: integer(request.query.before),
      limit: integer(request.query.limit) ?? CONVERSATION_LIMITS.messagesDefault,
    });
    if (!page)
      return reply.code(404).send({ code: 'CONVERSATION_NOT_FOUND', message: 'Conversation not found' });
    return page;
  },
);

// The admin console's exporter list: the catalog's statement (the page with the capped total) on its
// DataSource's pool, as AdminExportersService.list runs it. The token is not checked: no admin check here.
app.get(
  '/api/admin/exporters',
  { schema: { response: { 200: adminExporterListSchema } } },
  async (request) => {
    const query = adminListQuery(request.query);
    const [list] = adminListSql(query);
    const { rows } = await pool.query(list.text, list.values);
    const page = rows.filter((row) => row.id !== null);
    return {
      exporters: page.map(toAdminExporterDto),
      ...adminExporterTotal(rows[0]?.total ?? 0, query, page.length),
      limit: query.limit,
      offset: query.offset,
    };
  },
);

app.get('/api/health', async () => ({ status: 'ok' }));

const shutdown = async () => {
  await app.close();
  await Promise.all([pool.end(), reads.onApplicationShutdown()]);
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${app.server.address().port}`);
