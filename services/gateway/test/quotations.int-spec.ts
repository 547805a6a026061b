import 'reflect-metadata';
import { isLessDetailed } from '@ped/contracts/catalog';
import type {
  AcceptQuotationResultDto,
  BuyerQuotationDto,
  BuyerQuotationListDto,
  MyQuotationListDto,
  OpenRequirementDto,
  OpenRequirementListDto,
  QuotationDto,
  RequirementTemplateListDto,
} from '@ped/contracts/catalog';
import type { MessagePageDto } from '@ped/contracts/messaging';
import {
  TRADE_TERMS_MESSAGES as M,
  EXPORTER_APPROVAL_MESSAGES,
  PLAN_LIMIT_MESSAGES,
  quotationConversationSubject,
} from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls } from '../../../tools/testing/gateway-calls.js';
import { eventually } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Faisalabad-Looms-2026';
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Requirements over HTTP (issue 20; gateway → catalog, the accepted quotation's conversation in
 * messaging): templates, what exporters see (open requests only, the buyer hidden until it accepts), one
 * quotation per exporter, the Basic plan's monthly limit, the buyer's comparison, accept and decline.
 * Subnet 10.61.
 */
describe('buying requests: structured requirements, quotations, comparison and acceptance', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let buyer: string;
  let otherBuyer: string;
  let admin: string;
  let profileless: string;
  /** Exporter accounts by name, with their (approved unless said) exporters' ids. */
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let rice: number;
  let textiles: number;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    '10.61',
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const scalar = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0]?.n;

  const riceSpec = {
    variety: '1121 Basmati',
    processing: 'Sella (parboiled)',
    brokenPercent: 2,
    packing: '25 kg PP bags',
  };
  const postRequirement = async (token: string, overrides: Record<string, unknown> = {}) => {
    const answer = await call<{ id: number }>(token, 'POST', '/api/buyer/requirements', {
      title: 'Basmati rice 1121 for Hamburg',
      description: 'Sella basmati, long grain, for our wholesale range.',
      categoryId: rice,
      specValues: riceSpec,
      quantityAmount: 500,
      quantityUnit: 'MT',
      incoterm: 'CIF',
      destination: 'Hamburg, Germany',
      targetPrice: 950,
      targetCurrency: 'USD',
      deadline: inDays(20),
      ...overrides,
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  };
  const quote = (overrides: Record<string, unknown> = {}) => ({
    message: 'We ship 1121 Sella from Karachi within 30 days of the LC.',
    unitPrice: 920,
    currency: 'USD',
    unit: 'MT',
    priceTiers: [{ minQuantity: 1000, unitPrice: 900 }],
    minimumOrder: 25,
    leadTimeDays: 30,
    incoterm: 'FOB',
    portOfLoading: 'Karachi',
    validUntil: inDays(30),
    attachments: ['https://example.com/spec-sheet.pdf'],
    ...overrides,
  });
  const respond = (token: string, requirementId: number, body: unknown = quote()) =>
    call<QuotationDto & { reason?: string; message: string }>(
      token,
      'POST',
      `/api/requirements/${requirementId}/responses`,
      body,
    );
  const listOpen = (token: string, query = '') =>
    call<OpenRequirementListDto>(token, 'GET', `/api/requirements${query}`);
  /** An exporter account (exporter@…) that owns an exporter profile, as status and plan say. */
  const exporterAccount = async (name: string, status = 'approved', plan = 'basic') => {
    tokens[name] = await tokenOf('/api/auth/register', person(name));
    const userId = await scalar('SELECT id AS n FROM identity.users WHERE email = $1', [
      `${name}@example.com`,
    ]);
    const [row] = (
      await db.query(
        `UPDATE catalog.exporters SET user_id = $1, status = $2, plan = $3::varchar, is_premium = $3::varchar <> 'basic'
          WHERE id = (SELECT id FROM catalog.exporters WHERE user_id IS NULL AND status = 'approved' ORDER BY id LIMIT 1)
          RETURNING id`,
        [userId, status, plan],
      )
    ).rows;
    ids[name] = row.id;
    await eventually(
      async () =>
        (
          await db.query('UPDATE messaging.exporter_directory SET user_id = $1 WHERE id = $2', [
            userId,
            row.id,
          ])
        ).rowCount === 1,
      30_000,
    );
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('buying_requests', { seeded: true });
    system = await startBuiltSystem(testEnv.env, ['catalog', 'identity', 'messaging']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    buyer = await tokenOf('/api/buyer/register', person('anna'));
    expect(
      (
        await call(buyer, 'POST', '/api/buyer/complete-profile', {
          firstName: 'Anna',
          lastName: 'Becker',
          email: 'anna@example.com',
          companyName: 'Becker Import GmbH',
          businessType: 'Wholesaler',
          country: 'Germany',
          industryFocus: ['Rice & Grains'],
        })
      ).status,
    ).toBe(200);
    otherBuyer = await tokenOf('/api/buyer/register', person('bruno'));
    profileless = await tokenOf('/api/auth/register', person('newcomer'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    rice = await scalar("SELECT id AS n FROM catalog.categories WHERE slug = 'rice-grains'");
    textiles = await scalar("SELECT id AS n FROM catalog.categories WHERE slug = 'textiles-garments'");
    await eventually(async () => {
      const exporters = await scalar(
        "SELECT count(*)::int AS n FROM catalog.exporters WHERE status = 'approved'",
      );
      const directory = await scalar('SELECT count(*)::int AS n FROM messaging.exporter_directory').catch(
        () => -1,
      );
      return exporters > 0 && directory >= exporters;
    }, 30_000);
    await exporterAccount('karachi');
    await exporterAccount('lahore');
    await exporterAccount('sialkot');
    await exporterAccount('multan');
    await exporterAccount('enterprise', 'approved', 'enterprise');
    await exporterAccount('waiting', 'pending');
    await exporterAccount('turned-down', 'rejected');
    // The buyer's country, business type and name reach the catalog through identity's events.
    await eventually(
      async () =>
        (await scalar(
          "SELECT count(*)::int AS n FROM catalog.buyer_directory WHERE country = 'Germany' AND email = 'anna@example.com'",
        )) === 1,
      30_000,
    );
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  it('lists the templates publicly, the seeded categories’ fields as data', async () => {
    const answer = await call<RequirementTemplateListDto>(null, 'GET', '/api/requirement-templates');
    expect(answer.status).toBe(200);
    expect(answer.body.templates.map((t) => t.categorySlug).sort()).toEqual([
      'leather-products',
      'rice-grains',
      'salt-minerals',
      'sports-goods',
      'surgical-instruments',
      'textiles-garments',
    ]);
    const riceTemplate = answer.body.templates.find((t) => t.categoryId === rice)!;
    expect(riceTemplate.fields.map((f) => f.key)).toEqual([
      'variety',
      'processing',
      'grainLength',
      'brokenPercent',
      'moisturePercent',
      'packing',
    ]);
  });

  describe('access', () => {
    it.each([
      ['GET', '/api/requirements'],
      ['GET', '/api/requirements/1'],
      ['POST', '/api/requirements/1/responses'],
      ['GET', '/api/my-exporter/responses'],
    ])(
      '%s %s: visitors 401, buyers and administrators 403, an account without a profile 404',
      async (method, path) => {
        const body = method === 'POST' ? quote() : undefined;
        expect((await call(null, method, path, body)).status).toBe(401);
        expect((await call(buyer, method, path, body)).status).toBe(403);
        expect((await call(admin, method, path, body)).status).toBe(403);
        expect(await call(profileless, method, path, body)).toMatchObject({
          status: 404,
          body: { reason: 'EXPORTER_PROFILE_NOT_FOUND' },
        });
      },
    );

    it.each([
      ['GET', '/api/buyer/requirements/1/responses'],
      ['POST', '/api/buyer/requirements/1/responses/1/accept'],
      ['POST', '/api/buyer/requirements/1/responses/1/decline'],
    ])('%s %s: visitors 401, exporters 403', async (method, path) => {
      const body = method === 'POST' ? {} : undefined;
      expect((await call(null, method, path, body)).status).toBe(401);
      expect((await call(tokens.karachi!, method, path, body)).status).toBe(403);
    });
  });

  describe('visibility', () => {
    let open: number;
    let privateOne: number;
    let closed: number;
    let expired: number;
    let textile: number;

    beforeAll(async () => {
      open = await postRequirement(buyer, { title: 'Open rice request' });
      privateOne = await postRequirement(buyer, { title: 'Private rice request', isPublic: false });
      closed = await postRequirement(buyer, { title: 'Closed rice request' });
      await call(buyer, 'PATCH', `/api/buyer/requirements/${closed}`, { status: 'closed' });
      expired = await postRequirement(buyer, { title: 'Expired rice request' });
      await db.query(
        "UPDATE catalog.buyer_requirements SET expires_at = now() - interval '1 minute' WHERE id = $1",
        [expired],
      );
      textile = await postRequirement(buyer, {
        title: 'Cotton bed sheets',
        categoryId: textiles,
        specValues: { product: 'Bed sheets', fabric: 'Cotton', gsm: '180', certifications: ['OEKO-TEX'] },
      });
    });

    it('lists only open requests, newest first, to every approved exporter (Basic and Enterprise alike)', async () => {
      for (const name of ['karachi', 'enterprise']) {
        const answer = await listOpen(tokens[name]!);
        expect(answer.status).toBe(200);
        const listed = answer.body.items.map((item) => item.id);
        expect(listed.indexOf(textile)).toBeLessThan(listed.indexOf(open));
        for (const hidden of [privateOne, closed, expired]) expect(listed).not.toContain(hidden);
      }
    });

    it('shows the template’s fields and answers, the terms, and the buyer without its identity', async () => {
      const { body } = await listOpen(tokens.karachi!, `?categoryId=${rice}&pageSize=50`);
      const item = body.items.find((i) => i.id === open)!;
      expect(item).toMatchObject({
        title: 'Open rice request',
        categoryName: 'Rice & Grains',
        specValues: riceSpec,
        quantityAmount: 500,
        quantityUnit: 'MT',
        incoterm: 'CIF',
        destination: 'Hamburg, Germany',
        targetPrice: 950,
        targetCurrency: 'USD',
        deadline: inDays(20),
        isOpen: true,
        myResponse: null,
        buyer: {
          country: 'Germany',
          businessType: 'wholesaler',
          isVerified: false,
          revealed: false,
          companyName: null,
          contactName: null,
          email: null,
        },
      });
      expect(item.templateFields.map((f) => f.key)).toContain('brokenPercent');
      expect(body.items.every((i) => i.categoryId === rice)).toBe(true);
      expect(JSON.stringify(body)).not.toMatch(/Becker|anna@/);
    });

    it('takes the spec’s short request as the spec gives it, reads its quantity, and shows it less detailed', async () => {
      const posted = await call<Record<string, unknown>>(buyer, 'POST', '/api/buyer/requirements', {
        title: 'Cotton hotel towels',
        description: 'White, 500 gsm, hotel quality.',
        categoryId: textiles,
        quantity: '20000 pcs',
        budgetRange: 'USD 40,000',
        timeline: 'Monthly from March',
        deliveryLocation: 'Hamburg, Germany',
        paymentTerms: 'Letter of Credit (LC)',
        isPublic: true,
      });
      expect(posted.status).toBe(201);
      expect(posted.body).toMatchObject({
        quantity: '20000 pcs',
        quantityAmount: 20000,
        quantityUnit: 'pieces',
        incoterm: null,
        destination: 'Hamburg, Germany',
        deadline: null,
      });
      // Without a deadline it takes quotations for 30 days.
      const expires = Date.parse(posted.body.expiresAt as string);
      expect(Math.abs(expires - Date.now() - 31 * 86_400_000)).toBeLessThan(86_400_000);
      const short = await call<Record<string, unknown>>(buyer, 'POST', '/api/buyer/requirements', {
        title: 'Leather gloves',
        description: 'Work gloves, cowhide.',
        quantity: 'about a container',
      });
      expect(short.status).toBe(201);
      expect(short.body).toMatchObject({
        quantity: 'about a container',
        quantityAmount: null,
        categoryId: null,
      });

      const { body } = await listOpen(tokens.karachi!, '?pageSize=50');
      const item = body.items.find((i) => i.id === posted.body.id)!;
      expect(isLessDetailed(item)).toBe(true);
      expect(item).toMatchObject({
        quantity: '20000 pcs',
        budgetRange: 'USD 40,000',
        timeline: 'Monthly from March',
        paymentTerms: 'Letter of Credit (LC)',
      });
      expect(isLessDetailed(body.items.find((i) => i.id === open)!)).toBe(false);
      // A quotation to it works as to any other.
      const quoted = await respond(
        tokens.karachi!,
        short.body.id as number,
        quote({ message: 'We make cowhide work gloves.', unitPrice: 2.5, currency: 'EUR', unit: 'pairs' }),
      );
      expect(quoted.status).toBe(201);
    });

    it('searches the title and description and pages', async () => {
      const found = await listOpen(tokens.karachi!, '?q=bed%20sheets');
      expect(found.body.items.map((i) => i.id)).toEqual([textile]);
      expect(found.body.total).toBe(1);
      const page = await listOpen(tokens.karachi!, '?pageSize=1&page=2');
      expect(page.body).toMatchObject({ page: 2, pageSize: 1 });
      expect(page.body.items).toHaveLength(1);
      expectFieldError(await listOpen(tokens.karachi!, '?pageSize=500'), 'pageSize');
      expectFieldError(await listOpen(tokens.karachi!, `?q=${'x'.repeat(101)}`), 'q', M.search);
    });

    it('never opens a private, closed or expired request, and refuses quotes with a reason', async () => {
      for (const id of [privateOne, closed, expired, 999_999]) {
        expect(await call(tokens.karachi!, 'GET', `/api/requirements/${id}`)).toMatchObject({
          status: 404,
          body: { reason: 'REQUIREMENT_NOT_FOUND' },
        });
      }
      expect(await respond(tokens.karachi!, privateOne)).toMatchObject({
        status: 404,
        body: { reason: 'REQUIREMENT_NOT_FOUND' },
      });
      expect(await respond(tokens.karachi!, closed)).toMatchObject({
        status: 409,
        body: { reason: 'REQUIREMENT_CLOSED', message: M.requirementClosed },
      });
      expect(await respond(tokens.karachi!, expired)).toMatchObject({
        status: 410,
        body: { reason: 'REQUIREMENT_EXPIRED', message: M.requirementExpired },
      });
      expect(
        await scalar(
          'SELECT count(*)::int AS n FROM catalog.requirement_responses WHERE requirement_id = ANY($1)',
          [[privateOne, closed, expired]],
        ),
      ).toBe(0);
    });

    it('shows a pending or rejected exporter neither the feed nor a request, nor takes its quote: 403 saying why and what next', async () => {
      for (const [name, status] of [
        ['waiting', 'pending'],
        ['turned-down', 'rejected'],
      ] as const) {
        const answers = [
          await listOpen(tokens[name]!),
          await listOpen(tokens[name]!, `?categoryId=${rice}&q=rice`),
          await call(tokens[name]!, 'GET', `/api/requirements/${open}`),
          await respond(tokens[name]!, open),
        ];
        for (const answer of answers) {
          expect(answer).toEqual({
            status: 403,
            body: {
              statusCode: 403,
              code: 'FORBIDDEN',
              reason: 'EXPORTER_NOT_APPROVED',
              message: EXPORTER_APPROVAL_MESSAGES[status],
            },
          });
        }
      }
      expect(
        await scalar(
          'SELECT count(*)::int AS n FROM catalog.requirement_responses WHERE exporter_id = ANY($1)',
          [[ids.waiting, ids['turned-down']]],
        ),
      ).toBe(0);
    });
  });

  describe('bad input: 400 naming each field', () => {
    let requirement: number;
    beforeAll(async () => {
      requirement = await postRequirement(buyer, { title: 'For bad input' });
    });

    it.each([
      ['no message', { message: ' ' }, 'message', M.quotationMessage],
      ['a price of 0', { unitPrice: 0 }, 'unitPrice', M.unitPrice],
      ['a currency not in the list', { currency: 'BTC' }, 'currency', M.currency],
      ['a unit not in the list', { unit: 'tonnes' }, 'unit', M.unit],
      [
        'tiers in descending quantities',
        {
          priceTiers: [
            { minQuantity: 500, unitPrice: 1 },
            { minQuantity: 100, unitPrice: 2 },
          ],
        },
        'priceTiers',
        M.priceTiers,
      ],
      ['a tier without a price', { priceTiers: [{ minQuantity: 500 }] }, 'priceTiers', M.priceTiers],
      ['a lead time of 0 days', { leadTimeDays: 0 }, 'leadTimeDays', M.leadTimeDays],
      ['an Incoterm not in the list', { incoterm: 'FOR' }, 'incoterm', M.incoterm],
      ['a validity in the past', { validUntil: '2020-01-01' }, 'validUntil', M.validUntil],
      [
        'an attachment that is not a link',
        { attachments: ['javascript:alert(1)'] },
        'attachments',
        M.attachments,
      ],
      [
        'six attachments',
        { attachments: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}.pdf`) },
        'attachments',
        M.attachments,
      ],
      ['a field it does not know', { exporterId: 1 }, 'exporterId', undefined],
    ])('refuses a quotation with %s', async (_, overrides, field, message) => {
      expectFieldError(await respond(tokens.karachi!, requirement, quote(overrides)), field, message);
    });

    it('refuses a requirement whose answers the category’s template refuses (the dialog’s own check)', async () => {
      const answer = await call(buyer, 'POST', '/api/buyer/requirements', {
        title: 'Rice',
        description: 'Rice',
        categoryId: rice,
        specValues: { variety: 'Jasmine', brokenPercent: 140, colour: 'white' },
        quantityAmount: 1,
        quantityUnit: 'MT',
        incoterm: 'FOB',
        destination: 'Hamburg',
        deadline: inDays(5),
      });
      expectFieldError(answer, 'specValues.variety', 'Please choose Variety from the list');
      expectFieldError(answer, 'specValues.processing', 'Processing is required');
      expectFieldError(answer, 'specValues.brokenPercent', 'Broken must be at most 100%');
      expectFieldError(answer, 'specValues.colour', 'colour is not a detail of this category');
      const edit = await call(buyer, 'PATCH', `/api/buyer/requirements/${requirement}`, {
        specValues: { ...riceSpec, moisturePercent: 'damp' },
      });
      expectFieldError(edit, 'specValues.moisturePercent', 'Moisture must be a number');
    });
  });

  describe('quotations, the comparison and the decision', () => {
    let requirement: number;
    let karachiQuote: number;
    let lahoreQuote: number;

    beforeAll(async () => {
      requirement = await postRequirement(buyer, { title: 'Sella rice, 500 MT' });
    });

    it('takes one quotation per exporter: the second POST edits it while it is pending', async () => {
      const first = await respond(tokens.karachi!, requirement);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        requirementId: requirement,
        exporterId: ids.karachi,
        status: 'pending',
        quotation: {
          unitPrice: 920,
          currency: 'USD',
          unit: 'MT',
          priceTiers: [{ minQuantity: 1000, unitPrice: 900 }],
          minimumOrder: 25,
          leadTimeDays: 30,
          incoterm: 'FOB',
          portOfLoading: 'Karachi',
          validUntil: inDays(30),
        },
        attachments: ['https://example.com/spec-sheet.pdf'],
      });
      karachiQuote = first.body.id;
      const edited = await respond(
        tokens.karachi!,
        requirement,
        quote({ unitPrice: '910.5', priceTiers: [] }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: karachiQuote,
        quotation: { unitPrice: 910.5, priceTiers: [] },
      });
      expect(
        await scalar(
          'SELECT count(*)::int AS n FROM catalog.requirement_responses WHERE requirement_id = $1',
          [requirement],
        ),
      ).toBe(1);
      const events = await db.query(
        `SELECT envelope->'data' AS data FROM catalog.outbox
          WHERE subject = 'catalog.requirement.responded' AND (envelope->'data'->>'responseId')::int = $1 ORDER BY id`,
        [karachiQuote],
      );
      expect(events.rows.map((r) => r.data.firstResponse)).toEqual([true, false]);
      expect(events.rows[0].data).toMatchObject({
        requirementId: requirement,
        requirementTitle: 'Sella rice, 500 MT',
        categoryId: rice,
        exporterId: ids.karachi,
        buyerUserId: expect.any(Number),
        quotationSummary: expect.stringContaining('Price: USD 920.00 per MT, FOB Karachi'),
      });

      const lahore = await respond(
        tokens.lahore!,
        requirement,
        quote({ unitPrice: 1_200_000, currency: 'PKR' }),
      );
      expect(lahore.status).toBe(201);
      lahoreQuote = lahore.body.id;
    });

    it('shows an exporter its own quotation only, and the buyer’s count follows', async () => {
      const mine = await call<OpenRequirementDto>(tokens.karachi!, 'GET', `/api/requirements/${requirement}`);
      expect(mine.body.myResponse).toMatchObject({ id: karachiQuote, status: 'pending' });
      const other = await call<OpenRequirementDto>(
        tokens.sialkot!,
        'GET',
        `/api/requirements/${requirement}`,
      );
      expect(other.body.myResponse).toBeNull();
      expect(JSON.stringify(other.body)).not.toContain('910.5');
      const list = await call<{ id: number; responseCount: number; pendingResponseCount: number }[]>(
        buyer,
        'GET',
        '/api/buyer/requirements',
      );
      expect(list.body.find((r) => r.id === requirement)).toMatchObject({
        responseCount: 2,
        pendingResponseCount: 2,
      });
    });

    it('shows the buyer the quotations to its own requests only, with each exporter’s figures', async () => {
      expect(await call(otherBuyer, 'GET', `/api/buyer/requirements/${requirement}/responses`)).toMatchObject(
        {
          status: 404,
          body: { reason: 'REQUIREMENT_NOT_FOUND' },
        },
      );
      expect(
        (
          await call(
            otherBuyer,
            'POST',
            `/api/buyer/requirements/${requirement}/responses/${karachiQuote}/accept`,
            {},
          )
        ).status,
      ).toBe(404);
      const answer = await call<BuyerQuotationListDto>(
        buyer,
        'GET',
        `/api/buyer/requirements/${requirement}/responses`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.responses.map((r) => r.id)).toEqual([karachiQuote, lahoreQuote]);
      expect(answer.body.responses[0]!.exporter).toEqual({
        id: ids.karachi,
        companyName: expect.any(String),
        logoUrl: expect.anything(),
        city: expect.anything(),
        businessType: expect.anything(),
        isListed: true,
        isVerified: expect.any(Boolean),
        isPremium: false,
        verificationChecks: expect.any(Array),
        responseRate: null,
        medianResponseMinutes: null,
        yearsInBusiness: expect.anything(),
      });
      // Another requirement's quotation id under this requirement is not found.
      const elsewhere = await postRequirement(buyer, { title: 'Elsewhere' });
      expect(
        await call(
          buyer,
          'POST',
          `/api/buyer/requirements/${elsewhere}/responses/${karachiQuote}/accept`,
          {},
        ),
      ).toMatchObject({ status: 404, body: { reason: 'RESPONSE_NOT_FOUND' } });
    });

    it('accepts a quotation: its conversation opens with the quotation, once, and the buyer shows to that exporter', async () => {
      const accepted = await call<AcceptQuotationResultDto>(
        buyer,
        'POST',
        `/api/buyer/requirements/${requirement}/responses/${karachiQuote}/accept`,
        {},
      );
      expect(accepted.status).toBe(200);
      expect(accepted.body.response).toMatchObject({
        id: karachiQuote,
        status: 'accepted',
        decidedAt: expect.any(String),
      });
      const conversationId = accepted.body.conversationId!;
      expect(conversationId).toEqual(expect.any(Number));

      const messages = await call<MessagePageDto>(
        tokens.karachi!,
        'GET',
        `/api/conversations/${conversationId}/messages`,
      );
      expect(messages.status).toBe(200);
      expect(messages.body.messages).toHaveLength(1);
      expect(messages.body.messages[0]).toMatchObject({ senderType: 'exporter', mine: true });
      expect(messages.body.messages[0]!.content).toContain('Quotation for “Sella rice, 500 MT”');
      expect(messages.body.messages[0]!.content).toContain('Price: USD 910.50 per MT, FOB Karachi');
      const detail = await call<{ subject: string }>(buyer, 'GET', `/api/conversations/${conversationId}`);
      expect(detail.body.subject).toBe(quotationConversationSubject('Sella rice, 500 MT'));

      // Accepting again, and the accepted event's consumer, find the same conversation and add nothing.
      const again = await call<AcceptQuotationResultDto>(
        buyer,
        'POST',
        `/api/buyer/requirements/${requirement}/responses/${karachiQuote}/accept`,
        {},
      );
      expect(again.body.conversationId).toBe(conversationId);
      await eventually(
        async () =>
          (await scalar(
            "SELECT count(*)::int AS n FROM messaging.inbox WHERE consumer = 'quote-conversations'",
          ).catch(() => 0)) >= 1,
        20_000,
      );
      expect(
        await scalar(
          `SELECT count(*)::int AS n FROM catalog.outbox WHERE subject = 'catalog.response.accepted'
              AND (envelope->'data'->>'responseId')::int = $1`,
          [karachiQuote],
        ),
      ).toBe(1);
      expect(
        await scalar('SELECT count(*)::int AS n FROM messaging.messages WHERE conversation_id = $1', [
          conversationId,
        ]),
      ).toBe(1);
      expect(
        await scalar('SELECT count(*)::int AS n FROM messaging.quote_conversations WHERE response_id = $1', [
          karachiQuote,
        ]),
      ).toBe(1);

      const revealed = await call<OpenRequirementDto>(
        tokens.karachi!,
        'GET',
        `/api/requirements/${requirement}`,
      );
      expect(revealed.body.buyer).toEqual({
        country: 'Germany',
        businessType: 'wholesaler',
        isVerified: false,
        revealed: true,
        companyName: 'Becker Import GmbH',
        contactName: 'Anna Becker',
        email: 'anna@example.com',
      });
      const hidden = await call<OpenRequirementDto>(
        tokens.lahore!,
        'GET',
        `/api/requirements/${requirement}`,
      );
      expect(hidden.body.buyer).toMatchObject({ revealed: false, companyName: null, email: null });
    });

    it('keeps a decision final: no edit, no other decision', async () => {
      expect(await respond(tokens.karachi!, requirement)).toMatchObject({
        status: 409,
        body: { reason: 'RESPONSE_DECIDED', message: M.responseDecided },
      });
      expect(
        await call(
          buyer,
          'POST',
          `/api/buyer/requirements/${requirement}/responses/${karachiQuote}/decline`,
          {},
        ),
      ).toMatchObject({ status: 409, body: { reason: 'RESPONSE_DECIDED' } });
    });

    it('declines a quotation with an optional reason the exporter reads', async () => {
      expectFieldError(
        await call(buyer, 'POST', `/api/buyer/requirements/${requirement}/responses/${lahoreQuote}/decline`, {
          reason: 'x'.repeat(501),
        }),
        'reason',
        M.declineReason,
      );
      const declined = await call<BuyerQuotationDto>(
        buyer,
        'POST',
        `/api/buyer/requirements/${requirement}/responses/${lahoreQuote}/decline`,
        { reason: 'Above our budget' },
      );
      expect(declined).toMatchObject({
        status: 200,
        body: { status: 'declined', declineReason: 'Above our budget' },
      });
      const mine = await call<MyQuotationListDto>(tokens.lahore!, 'GET', '/api/my-exporter/responses');
      expect(mine.body.items.find((item) => item.id === lahoreQuote)).toMatchObject({
        status: 'declined',
        declineReason: 'Above our budget',
        requirement: { id: requirement, title: 'Sella rice, 500 MT', isOpen: true },
      });
      expect(
        (
          await call(
            buyer,
            'POST',
            `/api/buyer/requirements/${requirement}/responses/${lahoreQuote}/accept`,
            {},
          )
        ).status,
      ).toBe(409);
    });
  });

  describe('the Basic plan’s quotations a month', () => {
    let requirements: number[];
    beforeAll(async () => {
      requirements = [];
      for (let i = 0; i < 8; i++) requirements.push(await postRequirement(buyer, { title: `Monthly ${i}` }));
    });

    it('takes the 5th quotation and refuses the 6th naming the number; edits still pass', async () => {
      for (const id of requirements.slice(0, 5))
        expect((await respond(tokens.sialkot!, id)).status).toBe(201);
      const sixth = await respond(tokens.sialkot!, requirements[5]!);
      expect(sixth).toMatchObject({
        status: 403,
        body: { reason: 'PLAN_LIMIT_REACHED', message: PLAN_LIMIT_MESSAGES.quotes },
      });
      expect(PLAN_LIMIT_MESSAGES.quotes).toContain('5 quotations a month');
      expect((await respond(tokens.sialkot!, requirements[0]!, quote({ unitPrice: 800 }))).status).toBe(200);
      const mine = await call<MyQuotationListDto>(tokens.sialkot!, 'GET', '/api/my-exporter/responses');
      expect(mine.body.allowance).toEqual({ plan: 'basic', monthlyLimit: 5, usedThisMonth: 5 });
      // Last month's quotations do not count.
      await db.query(
        `UPDATE catalog.requirement_responses SET created_at = date_trunc('month', now()) - interval '2 days'
          WHERE exporter_id = $1 AND requirement_id = $2`,
        [ids.sialkot, requirements[0]],
      );
      expect((await respond(tokens.sialkot!, requirements[5]!)).status).toBe(201);
    });

    it('lets only one of two quotations at once pass the last place', async () => {
      for (const id of requirements.slice(0, 4)) expect((await respond(tokens.multan!, id)).status).toBe(201);
      const answers = await Promise.all([
        respond(tokens.multan!, requirements[4]!),
        respond(tokens.multan!, requirements[5]!),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
      expect(
        await scalar('SELECT count(*)::int AS n FROM catalog.requirement_responses WHERE exporter_id = $1', [
          ids.multan,
        ]),
      ).toBe(5);
    });

    it('does not limit an Enterprise exporter', async () => {
      for (const id of requirements.slice(0, 7))
        expect((await respond(tokens.enterprise!, id)).status).toBe(201);
      const mine = await call<MyQuotationListDto>(tokens.enterprise!, 'GET', '/api/my-exporter/responses');
      expect(mine.body.allowance).toEqual({ plan: 'premium', monthlyLimit: null, usedThisMonth: 7 });
    });
  });
});
