// The conversation routes of the benchmark: exporter accounts signed up through the gateway and linked
// (in SQL, as the exporter issue's approval will) to the partner exporters seed-conversations.mjs gave
// conversations with every buyer; the signed-in buyers and these accounts are the parties. Each request
// is made by the next party in turn with its own access token: its conversation list, and a page of its
// longest thread.
import {
  findConversation,
  listConversations,
  participantOf,
  readMessagePage,
  toSummary,
} from '@ped/messaging-service/bench';
import { CONVERSATION_LIMITS } from '@ped/contracts/options';
import pg from 'pg';
import { BUYERS, signUp } from './buyers.mjs';
import { CONVERSATIONS, PARTNERS_SQL } from './seed-conversations.mjs';

const PASSWORD = 'bench-exporter-password-7';

/** The claims of a bench request's bearer token (the baseline trusts them unverified). */
export function claimsOf(request) {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

/** The request context a service gets from the gateway for the token's principal. */
export function contextOf(request) {
  const claims = claimsOf(request);
  if (!claims) return { requestId: 'bench' };
  return {
    requestId: 'bench',
    principal: { kind: claims.kind, id: Number(claims.sub), ...(claims.role ? { role: claims.role } : {}) },
  };
}

/**
 * Signs up one exporter account per partner exporter (each from an address of its own: the sign-up
 * budget is per address) and makes it the exporter's owner in the catalogue and in messaging's directory.
 * @param {{ id: number, token: string }[]} buyers the signed-in buyers
 * @returns {Promise<{ key: string, kind: 'buyer' | 'user', id: number, token: string,
 *   exporterId?: number }[]>} the parties: the buyers, then the exporter accounts
 */
export async function signUpParties(origin, databaseUrl, buyers) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ped-bench-parties' });
  await client.connect();
  try {
    const { rows: partners } = await client.query(PARTNERS_SQL, [CONVERSATIONS.partners]);
    const exporters = [];
    for (const [i, { id: exporterId }] of partners.entries()) {
      const headers = {
        'content-type': 'application/json',
        'x-forwarded-for': `10.78.${(i + 1) >> 8}.${(i + 1) & 255}`,
        'x-token-delivery': 'body',
      };
      const token = await signUp(origin, databaseUrl, '/api/auth/register', headers, {
        firstName: 'Bench',
        lastName: `Exporter ${i + 1}`,
        email: `bench-exporter-${i + 1}@example.com`,
        password: PASSWORD,
      });
      const id = Number(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub);
      await client.query('UPDATE catalog.exporters SET user_id = $2 WHERE id = $1', [exporterId, id]);
      await client.query('UPDATE messaging.exporter_directory SET user_id = $2 WHERE id = $1', [
        exporterId,
        id,
      ]);
      exporters.push({ key: `user:${id}`, kind: 'user', id, token, exporterId });
    }
    return [
      ...buyers.map(({ id, token }) => ({ key: `buyer:${id}`, kind: 'buyer', id, token })),
      ...exporters,
    ];
  } finally {
    await client.end();
  }
}

/** The column naming a party's side of a conversation. */
const sideOf = (party) => (party.kind === 'buyer' ? 'buyer_id' : 'exporter_id');
const sideId = (party) => (party.kind === 'buyer' ? party.id : party.exporterId);

/**
 * Each party's longest thread (its benchmarked page), and the active conversations between a signed-in
 * buyer and a signed-in exporter (the live delivery's pairs).
 */
export async function loadConversationFixtures(databaseUrl, parties) {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'ped-bench-conversations',
  });
  await client.connect();
  try {
    const threads = [];
    for (const party of parties) {
      const { rows } = await client.query(
        `SELECT c.id FROM messaging.conversations c WHERE c.${sideOf(party)} = $1
          ORDER BY (SELECT count(*) FROM messaging.messages m WHERE m.conversation_id = c.id) DESC, c.id LIMIT 1`,
        [sideId(party)],
      );
      if (!rows[0]) throw new Error(`${party.key} has no conversation: the messaging seed is missing`);
      threads.push(rows[0].id);
    }
    const buyers = parties.filter((party) => party.kind === 'buyer');
    const exporters = parties.filter((party) => party.kind === 'user');
    const { rows: pairs } = await client.query(
      `SELECT id, buyer_id AS "buyerId", exporter_id AS "exporterId" FROM messaging.conversations
        WHERE buyer_id = ANY($1) AND exporter_id = ANY($2) AND status = 'active' ORDER BY id`,
      [buyers.map((party) => party.id), exporters.map((party) => party.exporterId)],
    );
    const byExporter = new Map(exporters.map((party) => [party.exporterId, party]));
    const byBuyer = new Map(buyers.map((party) => [party.id, party]));
    return {
      threads,
      pairs: pairs.map((pair) => ({
        conversationId: pair.id,
        buyer: byBuyer.get(pair.buyerId),
        exporter: byExporter.get(pair.exporterId),
      })),
    };
  } finally {
    await client.end();
  }
}

/**
 * The benchmarked conversation routes (`baseline`: the baseline server answers them with the service's
 * own reads).
 * @param {{ token: string }[]} parties
 * @param {number[]} threads each party's thread
 */
export function messagingEndpoints(parties, threads) {
  const headers = parties.map(({ token }) => ({ authorization: `Bearer ${token}` }));
  const { perBuyer, withPartners, partners, longThread } = CONVERSATIONS;
  return [
    {
      key: 'conversation-list',
      name:
        `conversation list (${CONVERSATION_LIMITS.listDefault} a page: a buyer has ${perBuyer}, ` +
        `an exporter ~${(withPartners * BUYERS.buyers) / partners})`,
      baseline: true,
      paths: parties.map(() => '/api/conversations'),
      headers,
    },
    {
      key: 'conversation-thread',
      name: `a thread's page (${CONVERSATION_LIMITS.messagesDefault} of ${longThread} messages)`,
      baseline: true,
      paths: threads.map((id) => `/api/conversations/${id}/messages`),
      headers,
    },
  ];
}

/** As ConversationsService.list, on any `{ query(text, values) }`: the baseline's pool, or a recorder. */
export async function conversationList(manager, ctx, query) {
  const participant = await participantOf(ctx, manager);
  if (participant.type === 'exporter' && participant.exporterIds.length === 0) {
    return { conversations: [], total: 0, unreadTotal: 0 };
  }
  const { rows, total, unreadTotal } = await listConversations(manager, participant, query);
  return { conversations: rows.map((row) => toSummary(row, participant.type)), total, unreadTotal };
}

/** As MessagesService.list: the party check, then the page; null when the caller is not a party. */
export async function threadPage(manager, ctx, request) {
  const participant = await participantOf(ctx, manager);
  if (!(await findConversation(manager, participant, request.id))) return null;
  return readMessagePage(manager, participant, request);
}

/**
 * The statements behind both routes for a buyer and for an exporter account, recorded as the service
 * runs them (for EXPLAIN). The exporter account is taken to own the first partner exporter.
 * @param {import('pg').Client} client
 */
export async function messagingPlanEndpoints(client) {
  const { rows: partners } = await client.query(PARTNERS_SQL, [1]);
  const { rows: threads } = await client.query(
    `SELECT (SELECT id FROM messaging.conversations WHERE buyer_id = 1 ORDER BY id LIMIT 1) AS buyer,
            (SELECT id FROM messaging.conversations WHERE exporter_id = $1 ORDER BY id LIMIT 1) AS exporter`,
    [partners[0].id],
  );
  const callers = [
    { who: 'buyer', principal: { kind: 'buyer', id: 1 }, thread: threads[0].buyer },
    {
      who: 'exporter',
      principal: { kind: 'user', id: 1, role: 'exporter' },
      thread: threads[0].exporter,
      owns: partners[0].id,
    },
  ];
  const endpoints = [];
  for (const caller of callers) {
    const ctx = { requestId: 'bench', principal: caller.principal };
    const list = recorder(caller.owns);
    await conversationList(list, ctx, {
      limit: CONVERSATION_LIMITS.listDefault,
      offset: 0,
    });
    const thread = recorder(caller.owns);
    await threadPage(thread, ctx, { id: caller.thread, limit: CONVERSATION_LIMITS.messagesDefault });
    endpoints.push(
      {
        key: `conversation-list-${caller.who}`,
        name: `conversation list (${caller.who})`,
        sql: labelled(list.statements, ['page', 'total']),
      },
      {
        key: `conversation-thread-${caller.who}`,
        name: `a thread's page (${caller.who})`,
        sql: labelled(thread.statements, ['party check', 'page']),
      },
    );
  }
  return endpoints;
}

/** participantOf's statement: the exporter profiles an exporter account owns. */
const PARTY_LOOKUP = /FROM messaging\.exporter_directory WHERE user_id/;

/**
 * A stand-in for the service's EntityManager that keeps each statement: it answers an exporter account's
 * party lookup with the profile it owns, a conversation's party check with a row, anything else with none.
 */
function recorder(ownedExporterId) {
  const statements = [];
  return {
    statements,
    async query(text, values) {
      statements.push({ text, values });
      if (PARTY_LOOKUP.test(text)) return [{ id: ownedExporterId }];
      return /WHERE c\.id = \$1/.test(text) ? [{ id: values[0] }] : [];
    },
  };
}

/** Labels the statements after the exporter account's party lookup (labelled "party") in order. */
function labelled(statements, labels) {
  let next = 0;
  return statements.map((statement) => ({
    label: PARTY_LOOKUP.test(statement.text) ? 'party (exporter account)' : labels[next++],
    ...statement,
  }));
}
