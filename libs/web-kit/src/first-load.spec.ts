import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = dirname(fileURLToPath(import.meta.url));
/** `import … from '…'` and `export … from '…'`, not `import type`, `export type` or `import('…')`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;'"]*?from\s+'([^']+)'/gm;

/** The web-kit modules `entry` loads before it runs (static imports, followed through relative paths). */
function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map((m) => m[1]!);
    graph.set(file, specifiers);
    for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
      const base = resolve(dirname(file), specifier);
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
      if (found) visit(found);
    }
  };
  visit(entry);
  return graph;
}

describe("web-kit's index, which every first paint loads", () => {
  it('reaches @ped/web-kit/ui-overlays (dialogs, menus, tabs, toasts: ~60 KB gzipped) only by dynamic imports', () => {
    const reaching = [...staticGraph(join(SRC, 'index.ts'))]
      .filter(([, specifiers]) => specifiers.includes('@ped/web-kit/ui-overlays'))
      .map(([file]) => file.slice(SRC.length + 1));
    expect(reaching).toEqual([]);
  });
});
