import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { CATALOG_PATTERNS, type BuyerRequirementDto } from '@ped/contracts/catalog';
import { startService, withServiceContext } from '@ped/nest-kit';
import pg from 'pg';
import { MailCatcher } from '../../../tools/testing/mail-catcher.js';
import { eventually, TestRpcClient } from '../../../tools/testing/rpc-client.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';
import { catalogWorker } from '../src/catalog-worker.definition.js';
import { catalogService } from '../src/catalog.definition.js';
import { CategorySeedService } from '../src/category/category-seed.service.js';
import { ExporterSeedService } from '../src/exporter/exporter-seed.service.js';

/**
 * The digest job on its own schedule: two catalog workers run it every 200 ms over one database (beside the catalog
 * service, which runs no job) and each matching exporter still gets one mail (real PostgreSQL, JetStream and an SMTP
 * catcher). What the digest
 * says and to whom is in services/gateway/test/requirement-digest.int-spec.ts.
 */
describe('the requirement digest job: one mail a day per exporter with several workers on a short interval', () => {
  let testEnv: TestEnv;
  let instances: INestMicroservice[] = [];
  let rpc: TestRpcClient;
  let db: pg.Client;
  const smtp = new MailCatcher();
  const digests = () =>
    smtp.mails.filter((mail) => /^Subject: \d+ new buying requests? for /m.test(mail.raw));

  beforeAll(async () => {
    testEnv = await createTestEnv('digest_job');
    await smtp.start();
    const env = {
      ...testEnv.env,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      REQUIREMENT_DIGEST_INTERVAL_MS: '200',
      // No prompt alert mails: the digest carries the request (requirement-alerts.int-spec has both).
      REQUIREMENT_ALERT_MAILS_PER_DAY: '0',
    };
    await withServiceContext(
      catalogService,
      async (app) => {
        await app.get(CategorySeedService).seed();
        await app.get(ExporterSeedService).seed();
      },
      env,
    );
    instances = [
      await startService(catalogService, env),
      await startService(catalogWorker, env),
      await startService(catalogWorker, env),
    ];
    rpc = new TestRpcClient(env);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
  }, 120_000);

  afterAll(async () => {
    await rpc?.close();
    await db?.end();
    for (const instance of instances) await instance.close();
    await smtp.stop().catch(() => undefined);
    await testEnv?.dispose();
  });

  it('mails each approved exporter of the category once, however many runs follow', async () => {
    const [{ id: salt }] = (await db.query("SELECT id FROM catalog.categories WHERE slug = 'salt-minerals'"))
      .rows as { id: number }[];
    const recipients = (
      await db.query(
        `SELECT DISTINCT e.email FROM catalog.exporters e
           JOIN catalog.exporter_categories ec ON ec.exporter_id = e.id AND ec.category_id = $1
          WHERE e.status = 'approved' AND e.email <> ''`,
        [salt],
      )
    ).rows.map((row: { email: string }) => row.email);
    expect(recipients.length).toBeGreaterThan(0);
    const posted = await rpc.send<BuyerRequirementDto>(
      CATALOG_PATTERNS.requirementPost,
      {
        title: 'Pink salt granules for Toronto',
        description: 'Food grade, 2–5 mm.',
        categoryId: salt,
        specValues: { saltType: 'Pink Himalayan', grainSize: 'Medium (2–5 mm)', packing: '25 kg bags' },
        quantityAmount: 40,
        quantityUnit: 'MT',
        incoterm: 'CFR',
        destination: 'Toronto, Canada',
        deadline: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      },
      { kind: 'buyer', id: 77 },
    );
    expect(posted.id).toBeGreaterThan(0);

    await eventually(async () => digests().length >= recipients.length, 20_000);
    // Ten more runs of each worker.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(
      digests()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([...recipients].sort());
    expect((await db.query('SELECT count(*)::int AS n FROM catalog.requirement_digests')).rows[0].n).toBe(
      recipients.length,
    );
  });
});
