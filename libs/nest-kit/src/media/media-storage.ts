import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
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

export interface StoredMedia {
  body: Readable;
  size: number | undefined;
}

/** Where stored images live. `put` of a name already there keeps the first (the same bytes by its name). */
export interface MediaStorage {
  put(name: string, bytes: Buffer): Promise<void>;
  has(name: string): Promise<boolean>;
  /** The file, or null when there is none by that name. */
  get(name: string): Promise<StoredMedia | null>;
  /**
   * Runs `work` while no other process runs work under the same `key` on this store (best effort: seeds
   * started together then draw the demo pictures once, the others finding them stored).
   */
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** A lock older than this is taken over: its holder died. */
const STALE_LOCK_MS = 3 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function checkName(name: string): void {
  if (!MEDIA_NAME.test(name)) throw new Error(`not a media name: ${name}`);
}

/** `var/media` under the repository (this file is libs/nest-kit/{src,dist}/media/). */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../../../var/media', import.meta.url));

/** A folder of files. Writes go to a temporary name first, so a reader never sees half a file. */
export class DiskMediaStorage implements MediaStorage {
  constructor(private readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    checkName(name);
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
    checkName(name);
    return (await this.sizeOf(name)) !== undefined;
  }

  async get(name: string): Promise<StoredMedia | null> {
    checkName(name);
    const size = await this.sizeOf(name);
    if (size === undefined) return null;
    return { body: createReadStream(join(this.dir, name)), size };
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

/** A bucket of an S3-compatible store; objects carry their content type and cache lifetime. */
export class S3MediaStorage implements MediaStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    checkName(name);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: MEDIA_CONTENT_TYPE,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async has(name: string): Promise<boolean> {
    checkName(name);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
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

  async get(name: string): Promise<StoredMedia | null> {
    checkName(name);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
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
