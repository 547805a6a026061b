import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { acceptedImageFormat, renderImage, storeImage } from './image-variants.js';
import { MediaConfig } from './media.config.js';
import { createDocumentStorage, DiskMediaStorage } from './media-storage.js';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .toFormat(format)
    .toBuffer();
const sizeOf = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return `${meta.format} ${meta.width}x${meta.height}`;
};

describe('image uploads: what a file is, read from its bytes', () => {
  it('takes JPEG, PNG and WebP', async () => {
    expect(await acceptedImageFormat(await picture('jpeg'))).toBe('jpeg');
    expect(await acceptedImageFormat(await picture('png'))).toBe('png');
    expect(await acceptedImageFormat(await picture('webp'))).toBe('webp');
  });

  it('refuses GIF, SVG, text and nothing', async () => {
    expect(await acceptedImageFormat(await picture('gif'))).toBeNull();
    expect(await acceptedImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await acceptedImageFormat(Buffer.from('%PDF-1.4 not an image'))).toBeNull();
    expect(await acceptedImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('image widths', () => {
  it('fits a logo into squares (transparent around it) and cuts a picture to 16:10, as WebP', async () => {
    const tall = await picture('png', 200, 600);
    const logo = await renderImage(tall, 'logo');
    expect(await Promise.all(logo.files.map((f) => sizeOf(f.bytes)))).toEqual(['webp 96x96', 'webp 192x192']);
    expect((await sharp(logo.files[1]!.bytes).metadata()).hasAlpha).toBe(true);
    const product = await renderImage(tall, 'product');
    expect(await Promise.all(product.files.map((f) => sizeOf(f.bytes)))).toEqual([
      'webp 320x200',
      'webp 640x400',
    ]);
    expect(product.url).toBe(`/media/${product.files[1]!.name}`);
    expect(product.files[0]!.name.replace('-320', '-640')).toBe(product.files[1]!.name);
  });

  it('stores each width once under its content’s name, and draws nothing already stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ped-media-spec-'));
    const storage = new DiskMediaStorage(dir);
    const jpeg = await picture('jpeg');
    const url = await storeImage(storage, jpeg, 'product');
    expect(url).toMatch(/^\/media\/product-[0-9a-f]{32}-640\.webp$/);
    expect((await readdir(dir)).sort()).toEqual([
      url.slice('/media/'.length).replace('-640', '-320'),
      url.slice('/media/'.length),
    ]);
    const puts: string[] = [];
    const watched = Object.assign(Object.create(storage) as DiskMediaStorage, {
      put: async (name: string) => void puts.push(name),
    });
    expect(await storeImage(watched, jpeg, 'product')).toBe(url);
    expect(puts).toEqual([]);
    const stored = await storage.get(url.slice('/media/'.length));
    expect(stored?.size).toBeGreaterThan(0);
    stored?.body.destroy();
  });
});

describe('disk storage', () => {
  it('refuses names that are not media names (no paths out of its folder)', async () => {
    const storage = new DiskMediaStorage(mkdtempSync(join(tmpdir(), 'ped-media-spec-')));
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow('not a media name');
    await expect(storage.get('logo-abc/../x.webp')).rejects.toThrow('not a media name');
    expect(await storage.get(`logo-${'0'.repeat(32)}-96.webp`)).toBeNull();
  });

  it('keeps private documents in their own folder under their own names, and deletes them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ped-documents-spec-'));
    const documents = createDocumentStorage(Object.assign(new MediaConfig(), { DOCUMENTS_DIR: dir }));
    const name = `doc-${'ab'.repeat(16)}.pdf`;
    await documents.put(name, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await readdir(dir)).toEqual([name]);
    // An image name is not a document's, and a document's is not an image's.
    await expect(documents.put(`logo-${'0'.repeat(32)}-96.webp`, Buffer.from('x'))).rejects.toThrow();
    await expect(new DiskMediaStorage(dir).get(name)).rejects.toThrow('not a media name');
    await documents.delete(name);
    await documents.delete(name);
    expect(await readdir(dir)).toEqual([]);
  });

  it('runs work under one key one at a time', async () => {
    const storage = new DiskMediaStorage(mkdtempSync(join(tmpdir(), 'ped-media-spec-')));
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push(`${name} out`);
    };
    await Promise.all([storage.exclusive('seed', work('a')), storage.exclusive('seed', work('b'))]);
    // Either may take the lock first (two exclusive creates race); neither starts while the other runs.
    const first = events[0].split(' ')[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
  });
});
