import 'reflect-metadata';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  EXPORTER_APPROVAL_MESSAGES,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_MESSAGES as D,
  VERIFICATION_DOCUMENTS_PER_CHECK,
} from '@ped/contracts/options';
import pg from 'pg';
import { startBuiltSystem, type BuiltSystem } from '../../../tools/testing/built-system.js';
import { expectFieldError, gatewayCalls, type FieldErrors } from '../../../tools/testing/gateway-calls.js';
import { createTestEnv, type TestEnv } from '../../../tools/testing/test-env.js';

const PASSWORD = 'Sialkot-Surgical-2026';
const SUBNET = '10.57';

interface FileDto {
  id: number;
  name: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  url: string;
}
interface Ladder {
  checks: {
    check: string;
    status: string;
    files: FileDto[];
    submission: {
      id: number;
      status: string;
      evidence: Record<string, string | null>;
      files: FileDto[];
    } | null;
  }[];
}
interface AdminList {
  requests: { id: number; exporterId: number; check: string; files: FileDto[] }[];
}

/** A small but real PDF (what an exporter's scanner makes, shortened). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('verification evidence files: a private store, the owner uploads and removes, admins download', () => {
  let testEnv: TestEnv;
  let system: BuiltSystem;
  let db: pg.Client;
  let documentsDir: string;
  let mediaDir: string;
  let owner: string;
  let other: string;
  let buyer: string;
  let admin: string;
  let exporterId: number;
  let ip = 0;

  const { call, tokenOf, person } = gatewayCalls(
    () => system.base,
    SUBNET,
    PASSWORD,
    () => testEnv.databaseUrl,
  );
  const stored = () => readdirSync(documentsDir).filter((name) => !name.startsWith('.'));
  const ladder = async (token = owner) =>
    (await call<Ladder>(token, 'GET', '/api/my-exporter/verification')).body;
  const checkOf = (answer: Ladder, check: string) => answer.checks.find((item) => item.check === check)!;

  /** A multipart upload as a browser sends it, the file under a name and type the client chose. */
  const upload = async (
    token: string | null,
    check: string,
    bytes: Buffer,
    { name = 'certificate.pdf', type = 'application/pdf', field = 'file' } = {},
  ) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${system.base}/api/my-exporter/verification/${check}/documents`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': `${SUBNET}.200.${(ip++ % 250) + 1}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as FileDto & FieldErrors };
  };
  const download = async (token: string | null, url: string) => {
    const response = await fetch(`${system.base}${url}`, {
      headers: {
        'x-forwarded-for': `${SUBNET}.201.${(ip++ % 250) + 1}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    return {
      status: response.status,
      bytes: Buffer.from(await response.arrayBuffer()),
      headers: response.headers,
    };
  };

  beforeAll(async () => {
    testEnv = await createTestEnv('verification_documents');
    documentsDir = mkdtempSync(join(tmpdir(), 'ped-documents-'));
    mediaDir = mkdtempSync(join(tmpdir(), 'ped-media-'));
    testEnv.env.DOCUMENTS_DIR = documentsDir;
    testEnv.env.MEDIA_DIR = mediaDir;
    system = await startBuiltSystem(testEnv.env, ['catalog', 'identity']);
    db = new pg.Client({ connectionString: testEnv.databaseUrl });
    await db.connect();
    owner = await tokenOf('/api/auth/register', person('owner'));
    other = await tokenOf('/api/auth/register', person('other'));
    buyer = await tokenOf('/api/buyer/register', person('buyer'));
    await tokenOf('/api/auth/register', person('staff'));
    await db.query("UPDATE identity.users SET role = 'admin' WHERE email = 'staff@example.com'");
    admin = await tokenOf('/api/auth/login', { email: 'staff@example.com', password: PASSWORD });
    const profile = (name: string) => ({
      companyName: `${name} Surgical Works`,
      email: `${name.toLowerCase()}@surgical.example.pk`,
      contactPerson: 'Bilal Ahmed',
      city: 'Sialkot',
    });
    const created = await call<{ id: number }>(owner, 'POST', '/api/exporters', profile('Owner'));
    exporterId = created.body.id;
    // The owner is approved (evidence waits for that); the other exporter stays pending.
    expect(
      (await call(admin, 'PATCH', `/api/admin/exporters/${exporterId}/status`, { status: 'approved' }))
        .status,
    ).toBe(200);
    expect((await call(other, 'POST', '/api/exporters', profile('Other'))).status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await system?.stop();
    await testEnv?.dispose();
  });

  it('stores an upload in the private folder (not with the images) and lists it with its check', async () => {
    const answer = await upload(owner, 'legal-entity', PDF, { name: 'C:\\scans\\SECP Certificate.PDF' });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        name: 'SECP Certificate.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        url: `/api/verification-documents/${answer.body.id}/file`,
      },
    });
    const [key] = stored();
    expect(key).toMatch(/^doc-[0-9a-f]{32}\.pdf$/);
    expect(readFileSync(join(documentsDir, key!)).equals(PDF)).toBe(true);
    expect(readdirSync(mediaDir)).toEqual([]);
    // /media/ serves image names only, and only from the images' store.
    expect((await download(null, `/media/${key}`)).status).toBe(404);
    const legal = checkOf(await ladder(), 'legal_entity');
    expect(legal.files).toEqual([answer.body]);
    expect(legal.submission).toBeNull();
  });

  it('refuses a pending exporter’s upload (403 EXPORTER_NOT_APPROVED saying why) and keeps nothing of it', async () => {
    const before = stored();
    expect(await upload(other, 'legal-entity', PDF)).toEqual({
      status: 403,
      body: {
        statusCode: 403,
        code: 'FORBIDDEN',
        reason: 'EXPORTER_NOT_APPROVED',
        message: EXPORTER_APPROVAL_MESSAGES.pending,
      },
    });
    expect(stored()).toEqual(before);
    expect(
      await db.query(
        `SELECT d.id FROM catalog.verification_documents d JOIN catalog.exporters e ON e.id = d.exporter_id
          WHERE e.email = 'other@surgical.example.pk'`,
      ),
    ).toMatchObject({ rowCount: 0 });
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its bytes (whatever its name), naming the field', async () => {
    const before = stored().length;
    const html = await upload(owner, 'legal-entity', Buffer.from('<html><script>alert(1)</script>'), {
      name: 'certificate.pdf',
    });
    expectFieldError(html, 'file', D.unsupported);
    const gif = await upload(owner, 'site', Buffer.from('GIF89a....'), { name: 'a.png', type: 'image/png' });
    expectFieldError(gif, 'file', D.unsupported);
    expectFieldError(await upload(owner, 'site', PDF, { field: 'document' }), 'file', D.required);
    expectFieldError(await upload(owner, 'contact', PDF), 'check', D.check);
    expect(stored().length).toBe(before);
  });

  it('refuses a file over 10 MB with 413 naming the field, and stores nothing', async () => {
    const before = stored().length;
    const big = Buffer.concat([PDF, Buffer.alloc(VERIFICATION_DOCUMENT_MAX_BYTES)]);
    const answer = await upload(owner, 'legal-entity', big);
    expect(answer.status).toBe(413);
    expect(answer.body.details).toEqual([{ field: 'file', messages: [D.tooLarge] }]);
    expect(stored().length).toBe(before);
  });

  it('lets the owner and administrators download a file; another exporter, a buyer and a visitor cannot', async () => {
    const { url } = checkOf(await ladder(), 'legal_entity').files[0]!;
    for (const [who, token] of [
      ['owner', owner],
      ['admin', admin],
    ] as const) {
      const file = await download(token, url);
      expect(`${who}: ${file.status}`).toBe(`${who}: 200`);
      expect(file.bytes.equals(PDF)).toBe(true);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="SECP Certificate.pdf"; filename*=UTF-8''SECP%20Certificate.pdf`,
      );
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // Another exporter cannot tell the file exists (404, as for an id nobody has).
    expect((await download(other, url)).status).toBe(404);
    expect((await download(other, '/api/verification-documents/999999/file')).status).toBe(404);
    expect((await download(buyer, url)).status).toBe(403);
    expect((await download(null, url)).status).toBe(401);
    expectFieldError(await call(owner, 'GET', '/api/verification-documents/abc/file'), 'id');
  });

  it('removes a file before review (the store’s copy too); another exporter cannot remove it', async () => {
    const answer = await upload(owner, 'site', PNG, { name: 'premises.png', type: 'image/png' });
    expect(answer.body.contentType).toBe('image/png');
    const count = stored().length;
    const path = `/api/my-exporter/verification/documents/${answer.body.id}`;
    expect((await call(other, 'DELETE', path)).status).toBe(404);
    expect((await call(owner, 'DELETE', path)).status).toBe(204);
    expect(stored().length).toBe(count - 1);
    expect((await download(owner, answer.body.url)).status).toBe(404);
    expect((await call(owner, 'DELETE', path)).status).toBe(404);
    expect(checkOf(await ladder(), 'site').files).toEqual([]);
  });

  it('a submission takes the check’s files; the admin sees them and, once reviewed, they stay', async () => {
    const [file] = checkOf(await ladder(), 'legal_entity').files;
    const sent = await call<Ladder>(owner, 'POST', '/api/my-exporter/verification/legal-entity', {
      secpNumber: '0123456',
      ntn: '1234567-8',
    });
    expect(sent.status).toBe(200);
    const legal = checkOf(sent.body, 'legal_entity');
    expect(legal.submission!.files).toEqual([file]);
    // Still removable while it waits; a file added now joins the waiting submission.
    expect(legal.files).toEqual([file]);
    const later = await upload(owner, 'legal-entity', PNG, { name: 'ntn.png', type: 'image/png' });
    expect(later.status).toBe(201);
    const list = await call<AdminList>(admin, 'GET', '/api/admin/verification-requests?status=pending');
    const request = list.body.requests.find((item) => item.exporterId === exporterId)!;
    expect(request.files.map((item) => item.name)).toEqual(['SECP Certificate.pdf', 'ntn.png']);
    expect((await download(admin, request.files[1]!.url)).bytes.equals(PNG)).toBe(true);
    const reviewed = await call(admin, 'PATCH', `/api/admin/verification-requests/${request.id}`, {
      decision: 'approved',
    });
    expect(reviewed.status).toBe(200);
    const removed = await call<FieldErrors>(
      owner,
      'DELETE',
      `/api/my-exporter/verification/documents/${file!.id}`,
    );
    expect([removed.status, removed.body.reason]).toEqual([409, 'VERIFICATION_DOCUMENT_REVIEWED']);
    const after = checkOf(await ladder(), 'legal_entity');
    expect(after.files).toEqual([]);
    expect(after.submission!.files).toHaveLength(2);
    expect((await download(owner, file!.url)).status).toBe(200);
  });

  it('takes a file instead of a link for membership; at most five files wait per check', async () => {
    const missing = await call<FieldErrors>(owner, 'POST', '/api/my-exporter/verification/membership', {
      bodyName: 'Sialkot Chamber of Commerce',
      memberNumber: 'SCCI-101',
    });
    expectFieldError(missing, 'link', D.linkOrFile);
    expect((await upload(owner, 'membership', PDF, { name: 'membership.pdf' })).status).toBe(201);
    const sent = await call<Ladder>(owner, 'POST', '/api/my-exporter/verification/membership', {
      bodyName: 'Sialkot Chamber of Commerce',
      memberNumber: 'SCCI-101',
      link: '',
    });
    expect(sent.status).toBe(200);
    const membership = checkOf(sent.body, 'membership').submission!;
    expect(membership.evidence.link).toBeNull();
    expect(membership.files.map((item) => item.name)).toEqual(['membership.pdf']);
    for (let i = 1; i < VERIFICATION_DOCUMENTS_PER_CHECK; i++)
      expect((await upload(owner, 'membership', PDF, { name: `page-${i}.pdf` })).status).toBe(201);
    const before = stored().length;
    const over = await upload(owner, 'membership', PDF, { name: 'one-too-many.pdf' });
    expect([over.status, over.body.reason, over.body.details]).toEqual([
      409,
      'VERIFICATION_DOCUMENT_LIMIT_REACHED',
      [{ field: 'file', messages: [D.tooMany] }],
    ]);
    // Refused by the catalog after the gateway stored it: the stored copy is deleted again.
    expect(stored().length).toBe(before);
  });
});
