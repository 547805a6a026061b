import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { runOrThrow, TOOL_ENV } from './run.mjs';

/** Installs dependencies when missing (npm install, never npm ci: see TOOLCHAIN.md). */
export async function ensureDependencies() {
  if (existsSync(join(ROOT, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing dependencies (npm install)…');
  await runOrThrow('npm', ['install', '--no-audit', '--no-fund'], { env: TOOL_ENV });
}

/** Compiles the libraries, services, gateway and edge (tsc -b) and bundles the four apps (rspack). */
export async function buildAll() {
  console.log('Building services (tsc -b) and apps (rspack)…');
  await runOrThrow('npx', ['tsc', '-b', 'tsconfig.json'], { env: TOOL_ENV });
  await runOrThrow(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      '@ped/shell',
      '@ped/catalog-ui',
      '@ped/buyer-ui',
      '@ped/admin-ui',
      '--outputStyle=static',
    ],
    { env: TOOL_ENV },
  );
}
