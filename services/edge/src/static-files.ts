import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EdgeConfig } from './edge.config.js';

// The apps' built files: the shell at /, each remote under /remotes/<name>/, and the remotes and site JSON.

/** The remotes served under /remotes/<name>/ (folder names under APPS_DIR). */
const REMOTE_APPS = ['catalog-ui', 'buyer-ui', 'admin-ui'] as const;

// Hashed bundles never change; entry points, manifests and configuration must be re-read so a change is seen at once
// (whichever copy is sent: the file, or its `.br` or `.gz`).
const NO_CACHE = /(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json|site\.json)(\.br|\.gz)?$/;

const setHeaders = (reply: FastifyReply, path: string) => {
  reply.header('Cache-Control', NO_CACHE.test(path) ? 'no-cache' : 'public, max-age=31536000, immutable');
};

/** The JSON `SITE_FILE` names, checked at start: an object (what the pages read as the site's configuration). */
async function readSiteFile(path: string): Promise<string> {
  const text = await readFile(path, 'utf8');
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`SITE_FILE ${path} must hold a JSON object`);
  return text;
}

/** What the edge reads of the shell's build at start (a build is read at start; restart after a new one). */
export interface ShellFiles {
  dir: string;
  /** The remotes JSON: served, and named by the CSP. */
  remotesJson: string;
  indexHtml: string;
  siteJson: string | undefined;
}

export async function readShellFiles(config: EdgeConfig): Promise<ShellFiles> {
  const shellDir = join(config.appsDir, 'shell', 'dist');
  // Read once at start: the CSP must name the remotes' origins and the index.html inline scripts being served.
  const remotesJson = await readFile(config.remotesFile ?? join(shellDir, 'remotes.json'), 'utf8').catch(
    (error: unknown) => {
      if (config.remotesFile) throw error;
      return '{}'; // the shell is not built: no page to protect yet
    },
  );
  const indexHtml = await readFile(join(shellDir, 'index.html'), 'utf8').catch(() => '');
  const siteJson = config.siteFile ? await readSiteFile(config.siteFile) : undefined;
  return { dir: shellDir, remotesJson, indexHtml, siteJson };
}

/** The remotes' files, the remotes and site JSON, and the shell's files (its pages are answered elsewhere). */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: EdgeConfig,
  shell: ShellFiles,
): Promise<void> {
  const { remotesJson, siteJson } = shell;
  // The builds' scripts, styles and JSON come with brotli and gzip copies (tools/rspack/precompressed-assets.mjs),
  // sent as they are to a browser that accepts them (@fastify/compress leaves an encoded answer alone).
  for (const remote of REMOTE_APPS) {
    await app.register(fastifyStatic, {
      root: join(config.appsDir, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      preCompressed: true,
      setHeaders,
    });
  }

  if (config.remotesFile) {
    // The same remotes the CSP allows.
    app.get('/remotes.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('application/json').send(remotesJson),
    );
  }
  if (siteJson !== undefined) {
    app.get('/site.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('application/json').send(siteJson),
    );
  }

  // Routes for the files it finds at start (a build is read at start anyway), not a wildcard: a page path then goes
  // straight to its handler instead of a stat and a directory read of the shell's folder first (a quarter of the
  // edge's CPU on a cached page). Left out: the files answered from REMOTES_FILE and SITE_FILE above.
  const answeredAbove = [config.remotesFile && 'remotes.json', siteJson !== undefined && 'site.json'];
  await app.register(fastifyStatic, {
    root: shell.dir,
    prefix: '/',
    setHeaders,
    index: false,
    wildcard: false,
    preCompressed: true,
    // The compressed copies are answers to their file's URL, not files of their own.
    globIgnore: ['**/*.br', '**/*.gz', ...answeredAbove.filter((name): name is string => Boolean(name))],
  });
}
