// Bulk seed of messaging for the benchmark (large database only): the read models messaging keeps from
// other services' events (the bench seeds the catalogue and buyers in SQL, so no event ever told
// messaging about them), then CONVERSATIONS.perBuyer conversations for each buyer id 1..N with approved
// exporters and their messages, in set-based INSERTs. The figures the lists show are kept on the
// conversation (latest message's preview and time, each party's unread count), as the service keeps
// them; checkConversations() recounts them from the messages.
import pg from 'pg';

/**
 * 10,000 buyers × 10 conversations = 100,000 conversations; per buyer one long thread (55 messages, more
 * than a page) and nine short ones (5): 100 messages a buyer, 1,000,000 in all. The first `withPartners`
 * conversations of each buyer are with one of the `partners` (the first approved exporters by id), which
 * the bench gives exporter accounts: so each partner has 600 conversations, and every signed-in buyer
 * has three with signed-in exporters (the live delivery's pairs).
 */
export const CONVERSATIONS = {
  perBuyer: 10,
  withPartners: 3,
  partners: 50,
  longThread: 55,
  shortThread: 5,
};

/** The exporters the bench gives accounts to (PARTNERS_SQL's ids, in order). */
export const PARTNERS_SQL = `SELECT id FROM catalog.exporters WHERE status = 'approved' ORDER BY id LIMIT $1`;

const SUBJECTS = [
  'Price list and MOQ',
  'Samples before a trial order',
  'Shipment schedule',
  'Certificates for the EU market',
  'Packaging and labels',
];
const TEXTS = [
  'Could you send your current price list with the minimum order quantities?',
  'We would like samples first: three pieces of each design, courier at our cost.',
  'The trial order is confirmed. Please share the proforma invoice and the production time.',
  'Our customer needs OEKO-TEX and ISO 9001 certificates. Are they current?',
  'Goods are packed and booked on the vessel; the bill of lading follows once it sails.',
  'Thank you, received. We will come back with the quantities by Friday.',
];

const quote = (name) => `"${name.replaceAll('"', '""')}"`;
const literalArray = (items) => `ARRAY[${items.map((t) => `'${t.replaceAll("'", "''")}'`).join(', ')}]`;

/**
 * @param {string} databaseUrl a catalogue seeded by seedCatalogue, messaging migrated
 * @param {{ buyers: number, log?: (line: string) => void }} options
 */
export async function seedConversations(databaseUrl, { buyers, log = () => {} }) {
  const { perBuyer, withPartners, partners, longThread, shortThread } = CONVERSATIONS;
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'ped-bench-seed-messaging',
  });
  await client.connect();
  const step = async (name, sql, values = []) => {
    const started = Date.now();
    const { rowCount } = await client.query(sql, values);
    log(`  ${name}: ${rowCount} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  // A conversation's id is (buyer - 1) * perBuyer + k + 1, so its buyer b, its place k among the buyer's
  // conversations and everything derived from them (thread length, unread, last sender) follow from it.
  const b = (c) => `((${c}.id - 1) / ${perBuyer} + 1)`;
  const k = (c) => `((${c}.id - 1) % ${perBuyer})`;
  const length = (c) => `(CASE WHEN ${k(c)} = 0 THEN ${longThread} ELSE ${shortThread} END)`;
  /** The last few messages, all from the last sender, are unread by the other party: 0, 1 or 2. */
  const unread = (c) => `((${b(c)} + ${k(c)}) % 3)`;
  const lastSender = (c) => `(CASE WHEN (${b(c)} + ${k(c)}) % 2 = 0 THEN 'exporter' ELSE 'buyer' END)`;
  // One "now" for both statements: the conversation's kept time is its last message's.
  const now = `'${new Date().toISOString()}'::timestamptz`;
  const startedAt = (c) =>
    `(${now} - (${k(c)} * 3 + 1) * interval '1 day' - (${b(c)} % 1440) * interval '1 minute')`;
  /** The i-th message (from 0) of a conversation started at `started`. */
  const sentAt = (started, i) => `(${started} + (${i}) * interval '17 minutes')`;
  const text = (c, i) =>
    `(${literalArray(TEXTS)})[1 + (${c}.id + (${i})) % ${TEXTS.length}] || ' (' || (${i}) + 1 || ')'`;
  try {
    await client.query(`SET synchronous_commit = off; SET jit = off; SET work_mem = '128MB'`);
    await step(
      'exporter directory (from the catalogue)',
      `INSERT INTO messaging.exporter_directory (id, company_name, user_id, logo_url, is_public, email)
       SELECT id, company_name, user_id, logo_url, status = 'approved', email FROM catalog.exporters
       ON CONFLICT (id) DO NOTHING`,
    );
    await step(
      'buyer directory',
      `INSERT INTO messaging.buyer_directory (id, email, first_name, last_name, company_name, country, is_verified)
       SELECT b, 'bench-buyer-' || b || '@example.com', 'Bench', 'Buyer ' || b, 'Bench Imports ' || b,
              (ARRAY['Germany', 'United Kingdom', 'United States', 'UAE', 'Netherlands'])[1 + b % 5], b % 4 = 0
         FROM generate_series(1, $1::int) b
       ON CONFLICT (id) DO NOTHING`,
      [buyers],
    );
    await step(
      `${perBuyer} conversations per buyer`,
      `WITH approved AS (SELECT array_agg(id ORDER BY id) AS ids FROM catalog.exporters WHERE status = 'approved'),
            partners AS (SELECT array_agg(id ORDER BY id) AS ids FROM (${PARTNERS_SQL.replace('$1', '$2')}) p),
            c AS (SELECT generate_series(1, $1::int * ${perBuyer}) AS id)
       INSERT INTO messaging.conversations
         (id, buyer_id, exporter_id, subject, status, last_message, last_message_at, buyer_unread,
          exporter_unread, created_at, updated_at)
       SELECT c.id, ${b('c')},
              CASE WHEN ${k('c')} < ${withPartners}
                   THEN p.ids[1 + (${b('c')} - 1 + ${k('c')} * 17) % cardinality(p.ids)]
                   ELSE a.ids[1 + ((hashint4(${b('c')}) & 2147483647) + ${k('c')} * 7919) % cardinality(a.ids)] END,
              (${literalArray(SUBJECTS)})[1 + ${k('c')} % ${SUBJECTS.length}] || ' #' || ${k('c')} + 1,
              CASE WHEN ${k('c')} = 9 AND ${b('c')} % 4 = 0 THEN 'archived'
                   WHEN ${k('c')} = 8 AND ${b('c')} % 50 = 0 THEN 'blocked' ELSE 'active' END,
              left(${text('c', `${length('c')} - 1`)}, 200), ${sentAt(startedAt('c'), `${length('c')} - 1`)},
              CASE WHEN ${lastSender('c')} = 'exporter' THEN ${unread('c')} ELSE 0 END,
              CASE WHEN ${lastSender('c')} = 'buyer' THEN ${unread('c')} ELSE 0 END,
              ${startedAt('c')}, ${sentAt(startedAt('c'), `${length('c')} - 1`)}
         FROM c, approved a, partners p`,
      [buyers, partners],
    );
    await client.query(
      `SELECT setval(pg_get_serial_sequence('messaging.conversations', 'id'), (SELECT max(id) FROM messaging.conversations))`,
    );
    // The messages' secondary indexes and foreign key are dropped for the load and recreated from their
    // own definitions after it: far faster than maintaining them row by row.
    const { rows: indexes } = await client.query(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes i
        WHERE schemaname = 'messaging' AND tablename = 'messages'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('messaging.%I', i.indexname)::regclass)`,
    );
    const { rows: keys } = await client.query(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
        WHERE conrelid = 'messaging.messages'::regclass AND contype = 'f'`,
    );
    for (const key of keys)
      await client.query(`ALTER TABLE messaging.messages DROP CONSTRAINT ${quote(key.name)}`);
    for (const index of indexes) await client.query(`DROP INDEX messaging.${quote(index.name)}`);
    // Senders alternate back from the last message; the last `unread` messages are all the last
    // sender's and unread. An exporter's messages name no account (the seeded exporters have none;
    // nothing reads a message's sender_id but reports). Each conversation's figures are worked out
    // once (t), its messages' from them.
    await step(
      'messages',
      `INSERT INTO messaging.messages (conversation_id, sender_id, sender_type, content, is_read, read_at, created_at)
       SELECT t.id, CASE WHEN s.sender = 'buyer' THEN t.buyer_id ELSE 0 END, s.sender, ${text('t', 'i')},
              i < t.n - t.unread, CASE WHEN i < t.n - t.unread THEN ${sentAt('t.started', 'i')} + interval '5 minutes' END,
              ${sentAt('t.started', 'i')}
         FROM (SELECT c.id, c.buyer_id, ${length('c')} AS n, ${unread('c')} AS unread, ${lastSender('c')} AS last,
                      ${startedAt('c')} AS started
                 FROM messaging.conversations c ORDER BY c.id OFFSET 0) t,
              generate_series(0, t.n - 1) i,
              LATERAL (SELECT CASE WHEN i >= t.n - t.unread OR (t.n - 1 - i) % 2 = 0 THEN t.last
                                   WHEN t.last = 'buyer' THEN 'exporter' ELSE 'buyer' END AS sender) s
        ORDER BY t.id, i`,
    );
    const started = Date.now();
    for (const index of indexes) await client.query(index.definition);
    for (const key of keys)
      await client.query(
        `ALTER TABLE messaging.messages ADD CONSTRAINT ${quote(key.name)} ${key.definition}`,
      );
    log(
      `  messages' indexes and foreign key recreated (${[...indexes, ...keys].map((i) => i.name).join(', ')}): ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const table of ['exporter_directory', 'buyer_directory', 'conversations', 'messages'])
      await client.query(`VACUUM ANALYZE messaging.${table}`);
    return await checkConversations(client);
  } finally {
    await client.end();
  }
}

/**
 * Recounts every conversation's kept figures from its messages: the unread counts (the other party's
 * unread messages), the preview and the time of the latest message.
 */
async function checkConversations(client) {
  const { rows } = await client.query(
    `WITH m AS (
       SELECT conversation_id,
              count(*) FILTER (WHERE NOT is_read AND sender_type = 'exporter')::int AS buyer_unread,
              count(*) FILTER (WHERE NOT is_read AND sender_type = 'buyer')::int AS exporter_unread,
              max(id) AS last_id
         FROM messaging.messages GROUP BY conversation_id)
     SELECT (SELECT count(*)::int FROM messaging.conversations) AS conversations,
            (SELECT count(*)::int FROM messaging.messages) AS messages,
            (SELECT count(DISTINCT exporter_id)::int FROM messaging.conversations) AS exporters,
            (SELECT count(*)::int FROM messaging.conversations WHERE status <> 'active') AS closed,
            (SELECT sum(buyer_unread + exporter_unread)::int FROM messaging.conversations) AS unread,
            count(*) FILTER (WHERE m.conversation_id IS NULL OR c.buyer_unread <> m.buyer_unread
                               OR c.exporter_unread <> m.exporter_unread OR c.last_message <> left(l.content, 200)
                               OR c.last_message_at <> l.created_at)::int AS mismatches
       FROM messaging.conversations c
       LEFT JOIN m ON m.conversation_id = c.id
       LEFT JOIN messaging.messages l ON l.id = m.last_id`,
  );
  return rows[0];
}
