import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import repositoryConfig from '../../eslint.config.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const linter = new Linter({ configType: 'flat', cwd: ROOT });
// typescript-eslint's config type is looser than ESLint's own; the objects are the same.
const config = repositoryConfig as unknown as Linter.Config[];

/** The module-boundaries messages the repository's own ESLint config gives `code` placed at `file`. */
function boundaryErrors(file: string, code: string): string[] {
  return linter
    .verify(code, config, { filename: join(ROOT, file) })
    .filter((m) => m.ruleId === 'ped/module-boundaries' || m.fatal)
    .map((m) => m.message);
}

describe('module boundaries (eslint.config.js, ped/module-boundaries)', () => {
  it.each([
    ['services/gateway/src/catalog/x.ts', "import { listExporters } from '@ped/catalog-service/bench';"],
    ['services/admin/src/x.ts', "export { identityService } from '@ped/identity-service';"],
    ['services/catalog/test/x.int-spec.ts', "const m = await import('@ped/messaging-service');"],
  ])('refuses a service importing another service: %s: %s', (file, code) => {
    expect(boundaryErrors(file, code)).toEqual([
      expect.stringMatching(/"type:service" can only depend on projects tagged "type:lib"/),
    ]);
  });

  it.each([
    ['apps/shell/src/x.tsx', "import { routes } from '@ped/catalog-ui';"],
    ['apps/admin-ui/src/pages/x.tsx', "const page = import('@ped/buyer-ui');"],
  ])('refuses an app importing another app: %s: %s', (file, code) => {
    expect(boundaryErrors(file, code)).toEqual([
      expect.stringMatching(/"type:app" can only depend on projects tagged "type:lib"/),
    ]);
  });

  it.each([
    [
      'services/gateway/src/catalog/x.ts',
      "import { CATEGORY_LIST_SQL } from '../../../catalog/src/category/category.sql.js';",
    ],
    [
      'services/catalog/src/x.ts',
      "import { PAGE_SIZE } from '../../../libs/contracts/src/options/index.js';",
    ],
    ['apps/shell/src/x.tsx', "import { Page } from '../../catalog-ui/src/Page.js';"],
    ['apps/buyer-ui/src/x.tsx', "export * from '../../../libs/web-kit/src/ui.js';"],
    ['bench/x.mjs', "import { toExporterDto } from '../services/catalog/dist/exporter/exporter.util.js';"],
    ['e2e/x.e2e.ts', "import type { Row } from '../services/catalog/src/exporter/exporter.util.js';"],
  ])('refuses a relative import into another package: %s: %s', (file, code) => {
    expect(boundaryErrors(file, code)).toEqual([
      expect.stringMatching(/reaches into @ped\/[a-z-]+ \(.+\) by a relative path/),
    ]);
  });

  it.each([
    ['bench/x.mjs', "import { toExporterDto } from '@ped/catalog-service/dist/exporter/exporter.util.js';"],
    ['services/catalog/src/x.ts', "import { x } from '@ped/nest-kit/dist/database/schema-data-source.js';"],
    ['apps/shell/src/x.tsx', "import { theme } from '@ped/web-kit/src/theme/system';"],
  ])('refuses a package path that is not exported: %s: %s', (file, code) => {
    expect(boundaryErrors(file, code)).toEqual([
      expect.stringMatching(/is not among what @ped\/[a-z-]+ exports/),
    ]);
  });

  it.each([
    ['apps/buyer-ui/src/x.tsx', "import { startService } from '@ped/nest-kit';"],
    ['libs/web-kit/src/x.ts', "import type { ServiceDefinition } from '@ped/nest-kit';"],
  ])('refuses nest-kit in an app or web-kit: %s: %s', (file, code) => {
    expect(boundaryErrors(file, code)).toEqual([
      expect.stringMatching(
        /"scope:app" can only depend on projects tagged "scope:app", "scope:shared"; @ped\/nest-kit/,
      ),
    ]);
  });

  it.each([
    ['services/messaging/src/x.ts', "import { apiClient } from '@ped/web-kit';"],
    ['libs/nest-kit/src/x.ts', "export { Button } from '@ped/web-kit/ui';"],
  ])('refuses web-kit in a service or nest-kit: %s: %s', (file, code) => {
    expect(boundaryErrors(file, code)).toEqual([
      expect.stringMatching(
        /"scope:service" can only depend on projects tagged "scope:service", "scope:shared"; @ped\/web-kit/,
      ),
    ]);
  });

  it.each([
    [
      'libs/contracts/src/x.ts',
      "import { startService } from '@ped/nest-kit';",
      /"scope:shared" can only depend/,
    ],
    [
      'libs/nest-kit/src/x.ts',
      "import { catalogService } from '@ped/catalog-service';",
      /"type:lib" can only depend/,
    ],
    ['services/edge/src/x.ts', "import { x } from '@ped/web-kit';", /"scope:edge" can only depend/],
  ])('refuses a lib or the edge importing what its tags do not allow: %s: %s', (file, code, message) => {
    expect(boundaryErrors(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    [
      'services/catalog/src/exporter/x.ts',
      "import { PAGE_SIZE } from '@ped/contracts/options';\nimport { x } from './exporter.util.js';\nimport { y } from '../database/catalog.datasource.js';",
    ],
    [
      'services/gateway/src/x.ts',
      "import { ServiceKitModule } from '@ped/nest-kit';\nimport { ERROR_CODES } from '@ped/contracts';",
    ],
    [
      'services/admin/test/x.int-spec.ts',
      "import { createTestEnv } from '../../../tools/testing/test-env.js';\nimport { AppModule } from '../src/app.module.js';",
    ],
    [
      'apps/shell/src/x.tsx',
      "import { Box } from '@ped/web-kit/ui';\nimport { useQuery } from '@ped/web-kit';\nimport type { CategoryDto } from '@ped/contracts/catalog';",
    ],
    ['libs/web-kit/src/x.ts', "import { CATALOG_PATTERNS } from '@ped/contracts/catalog';"],
    [
      'bench/x.mjs',
      "import { listExporters } from '@ped/catalog-service/bench';\nimport { exporterSchema } from '@ped/gateway/bench';\nimport { ROOT } from '../tools/scripts/lib/paths.mjs';",
    ],
    ['services/edge/src/x.ts', "import { API_BODY_LIMIT_BYTES } from '@ped/contracts';"],
  ])('allows imports within the boundaries: %s', (file, code) => {
    expect(boundaryErrors(file, code)).toEqual([]);
  });

  it('every workspace package has one scope:* and one type:* Nx tag that a constraint covers', () => {
    const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    expect(workspaces).toEqual(['libs/*', 'services/*', 'apps/*', 'tools/*']);
    const rule = config.find((block) => block.rules?.['ped/module-boundaries'])?.rules?.[
      'ped/module-boundaries'
    ];
    const constrained = new Set(
      (rule as [string, { depConstraints: { sourceTag: string }[] }])[1].depConstraints.map(
        (c) => c.sourceTag,
      ),
    );
    const packages = [
      ...['contracts', 'nest-kit', 'web-kit'].map((p) => `libs/${p}`),
      ...['gateway', 'catalog', 'identity', 'messaging', 'admin'].map((p) => `services/${p}`),
      ...['shell', 'catalog-ui', 'buyer-ui', 'admin-ui'].map((p) => `apps/${p}`),
      'services/edge',
    ];
    for (const dir of packages) {
      const tags: string[] = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')).nx?.tags ?? [];
      expect([
        dir,
        tags.filter((t) => t.startsWith('scope:')).length,
        tags.filter((t) => t.startsWith('type:')).length,
      ]).toEqual([dir, 1, 1]);
      expect([dir, tags.filter((t) => !constrained.has(t))]).toEqual([dir, []]);
    }
  });
});
