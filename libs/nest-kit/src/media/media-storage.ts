import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaConfig } from './media.config.js';

/** Stored images never change under a name (names are content hashes): caches may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MEDIA_CONTENT_TYPE = 'image/webp';

/** Names the stores accept: `<kind>-<hex hash>-<width>.webp` (never a path). */
export const MEDIA_NAME = /^[a-z]+-[0-9a-f]{16,64}-\d{1,4}\.webp$/;

/** Private documents' names: `doc-<random hex>.<pdf|jpg|png>` (random: a removal deletes only its own file). */
export const DOCUMENT_NAME = /^doc-[0-9a-f]{32}\.(pdf|jpg|png)$/;

/** What a store keeps: the names it takes, and where and how a bucket keeps them. */
export interface StoreLayout {
  name: RegExp;
  /** Keys' prefix in a bucket (a folder apart from the public images). */
  prefix: string;
  /** An object's Cache-Control in a bucket. */
  cacheControl: string;
}

/** The public images: content-hashed, kept for a year by caches, at the bucket's top. */
export const MEDIA_LAYOUT: StoreLayout = { name: MEDIA_NAME, prefix: '', cacheControl: MEDIA_CACHE_CONTROL };

export interface StoredMedia {
  body: Readable;
  size: number | undefined;
}

/**
 * Where stored files live (images, or private documents with their own layout). `put` of a name already
 * there keeps the first (the same bytes by its name).
 */
export interface MediaStorage {
  /** `contentType`: what a bucket serves the object as (images: WebP). */
  put(name: string, bytes: Buffer, contentType?: string): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The file, or null when there is none by that name. */
  get(name: string): Promise<StoredMedia | null>;
  /** Removes the file; none by that name is no error. */
  delete(name: string): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same `key` on this store (best effort: seeds
   * started together then draw the demo pictures once, the others finding them stored).
   */
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** A lock older than this is taken over: its holder died. */
const STALE_LOCK_MS = 3 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function checkName(layout: StoreLayout, name: string): void {
  if (!layout.name.test(name)) throw new Error(`not a media name: ${name}`);
}

/** `var/media` under the repository (this file is libs/nest-kit/{src,dist}/media/). */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../../var/media', import.meta.url));
/** `var/documents`: never under the served images' folder. */
export const DEFAULT_DOCUMENTS_DIR = fileURLToPath(new URL('../../../../var/documents', import.meta.url));

/** A folder of files. Writes go to a temporary name first, so a reader never sees half a file. */
export class DiskMediaStorage implements MediaStorage {
  constructor(
    private readonly dir: string,
    private readonly layout: StoreLayout = MEDIA_LAYOUT,
  ) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    checkName(this.layout, name);
    if (await this.has(name)) return;
    await mkdir(this.dir, { recursive: true });
    const temporary = join(this.dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, bytes);
    try {
      await rename(temporary, join(this.dir, name));
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async has(name: string): Promise<boolean> {
    checkName(this.layout, name);
    return (await this.sizeOf(name)) !== undefined;
  }

  async get(name: string): Promise<StoredMedia | null> {
    checkName(this.layout, name);
    const size = await this.sizeOf(name);
    if (size === undefined) return null;
    return { body: createReadStream(join(this.dir, name)), size };
  }

  async delete(name: string): Promise<void> {
    checkName(this.layout, name);
    await unlink(join(this.dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
    await mkdir(this.dir, { recursive: true });
    const lock = join(this.dir, `.${key.replace(/[^a-z0-9-]/gi, '_')}.lock`);
    for (;;) {
      try {
        await writeFile(lock, String(process.pid), { flag: 'wx' });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const since = await stat(lock).then(
          (file) => Date.now() - file.mtimeMs,
          () => 0,
        );
        if (since > STALE_LOCK_MS) await unlink(lock).catch(() => undefined);
        else await sleep(250);
      }
    }
    try {
      return await work();
    } finally {
      await unlink(lock).catch(() => undefined);
    }
  }

  private async sizeOf(name: string): Promise<number | undefined> {
    try {
      const file = await stat(join(this.dir, name));
      return file.isFile() ? file.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

/** A bucket of an S3-compatible store (under the layout's prefix); objects carry their content type and cache lifetime. */
export class S3MediaStorage implements MediaStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly layout: StoreLayout = MEDIA_LAYOUT,
  ) {}

  private key(name: string): string {
    checkName(this.layout, name);
    return `${this.layout.prefix}${name}`;
  }

  async put(name: string, bytes: Buffer, contentType = MEDIA_CONTENT_TYPE): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(name),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
        CacheControl: this.layout.cacheControl,
      }),
    );
  }

  async has(name: string): Promise<boolean> {
    const key = this.key(name);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** No locks in a bucket: at worst two seeds draw the same pictures. */
  exclusive<T>(_key: string, work: () => Promise<T>): Promise<T> {
    return work();
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(name) }));
  }

  async get(name: string): Promise<StoredMedia | null> {
    const key = this.key(name);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: object.Body as Readable, size: object.ContentLength };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/** The S3 client of a configuration. */
export function mediaS3Client(config: MediaConfig): S3Client {
  return new S3Client({
    region: config.MEDIA_S3_REGION,
    ...(config.MEDIA_S3_ENDPOINT ? { endpoint: config.MEDIA_S3_ENDPOINT } : {}),
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
    ...(config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // The SDK's default checksums (CRC32 trailers on streamed bodies) are stored corrupted by some
    // S3-compatible servers (s3rver among them): checksum only where the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The store a configuration names. */
export function createMediaStorage(config: MediaConfig): MediaStorage {
  if (config.MEDIA_STORAGE === 's3')
    return new S3MediaStorage(mediaS3Client(config), config.MEDIA_S3_BUCKET!);
  return new DiskMediaStorage(config.MEDIA_DIR ?? DEFAULT_MEDIA_DIR);
}

/** Private documents are never cached by anyone on the way. */
export const DOCUMENT_CACHE_CONTROL = 'private, no-store';

/**
 * The private document store (verification evidence) on the same kind of store as the images: a folder of
 * its own (DOCUMENTS_DIR), or the bucket's DOCUMENTS_S3_PREFIX (in DOCUMENTS_S3_BUCKET, else the images'
 * bucket). Nothing serves it publicly: /media/ reads only image names at the bucket's top.
 */
export function createDocumentStorage(config: MediaConfig): MediaStorage {
  const layout: StoreLayout = {
    name: DOCUMENT_NAME,
    prefix: config.DOCUMENTS_S3_PREFIX,
    cacheControl: DOCUMENT_CACHE_CONTROL,
  };
  if (config.MEDIA_STORAGE === 's3') {
    const bucket = config.DOCUMENTS_S3_BUCKET ?? config.MEDIA_S3_BUCKET!;
    return new S3MediaStorage(mediaS3Client(config), bucket, layout);
  }
  return new DiskMediaStorage(config.DOCUMENTS_DIR ?? DEFAULT_DOCUMENTS_DIR, layout);
}
