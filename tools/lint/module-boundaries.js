// ESLint rule `ped/module-boundaries`: Nx's enforce-module-boundaries model for this workspace.
// Projects are the npm workspaces (package.json beside the code); their tags are Nx's own, in each
// package.json's `nx.tags` (so `nx show projects --projects tag:…` lists the same). It refuses:
//  - an import of a workspace package that the importing project's tags do not allow (depConstraints,
//    in Nx's shape: { sourceTag, onlyDependOnLibsWithTags?, notDependOnLibsWithTags? });
//  - an import of a workspace package from a project without tags;
//  - a path into a workspace package that its package.json `exports` does not offer;
//  - a relative import ('../…') that lands in another workspace package (from any file, in a package
//    or not: bench/, e2e/, tools/scripts/ too).
// Plain JavaScript so eslint.config.js loads it without a build. Unit test: module-boundaries.spec.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @typedef {{ name: string, root: string, dir: string, tags: string[], exports: unknown }} Project */

/** @returns {Project[]} the workspace packages, from the root package.json's `workspaces` ('dir/*' or 'dir'). */
function readProjects(root) {
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    if (!pattern.endsWith('/*') || pattern.slice(0, -2).includes('*')) {
      throw new Error(
        `module-boundaries: workspace pattern '${pattern}' is not supported (only 'dir' and 'dir/*')`,
      );
    }
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  return dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      return { name: pkg.name, root: join(root, dir), dir, tags: pkg.nx?.tags ?? [], exports: pkg.exports };
    });
}

let cached;
function workspace() {
  if (!cached) {
    const projects = readProjects(ROOT);
    cached = { projects, byName: new Map(projects.map((p) => [p.name, p])) };
  }
  return cached;
}

/** The project a file belongs to: the deepest package root containing it. */
function projectOf(file, projects) {
  let found;
  for (const p of projects) {
    if ((file === p.root || file.startsWith(p.root + sep)) && (!found || p.root.length > found.root.length)) {
      found = p;
    }
  }
  return found;
}

/** '@scope/name/sub/path' -> '@scope/name'; 'name/sub' -> 'name'. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether `subpath` ('.' or './x') is offered by the package's `exports` (only '.' when it has none). */
function isExported(exportsField, subpath) {
  if (exportsField === undefined) return subpath === '.';
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) return subpath === '.';
  const keys = Object.keys(exportsField);
  if (!keys.some((key) => key.startsWith('.'))) return subpath === '.'; // conditions only
  return keys.some((key) => {
    const star = key.indexOf('*');
    if (star === -1) return key === subpath;
    const [before, after] = [key.slice(0, star), key.slice(star + 1)];
    return (
      subpath.length > before.length + after.length && subpath.startsWith(before) && subpath.endsWith(after)
    );
  });
}

const quoteList = (tags) => tags.map((t) => `"${t}"`).join(', ');

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Projects import each other only as their Nx tags allow, and only through package exports.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          depConstraints: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                sourceTag: { type: 'string' },
                onlyDependOnLibsWithTags: { type: 'array', items: { type: 'string' } },
                notDependOnLibsWithTags: { type: 'array', items: { type: 'string' } },
              },
              required: ['sourceTag'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      onlyDependOn:
        'A project tagged "{{sourceTag}}" can only depend on projects tagged {{allowed}}; {{target}} is tagged {{tags}}.',
      notDependOn:
        'A project tagged "{{sourceTag}}" cannot depend on projects tagged {{banned}}; {{target}} is.',
      untagged:
        '{{source}} has no Nx tags (package.json "nx": { "tags": [...] }), so it may import no workspace project.',
      notExported:
        '\'{{specifier}}\' is not among what {{target}} exports (its package.json "exports"): import an exported entry, or export what is shared.',
      relative:
        "'{{specifier}}' reaches into {{target}} ({{dir}}) by a relative path: import it by package name, from what it exports.",
    },
  },
  create(context) {
    const depConstraints = context.options[0]?.depConstraints ?? [];
    const { projects, byName } = workspace();
    const file = resolve(context.physicalFilename ?? context.filename);
    const source = projectOf(file, projects);

    /** Reports the first constraint the import breaks; whether it did. */
    function checkTags(node, target) {
      if (source.tags.length === 0) {
        context.report({ node, messageId: 'untagged', data: { source: source.name } });
        return true;
      }
      for (const c of depConstraints) {
        if (!source.tags.includes(c.sourceTag)) continue;
        const data = {
          sourceTag: c.sourceTag,
          target: target.name,
          tags: quoteList(target.tags) || 'nothing',
        };
        if (c.onlyDependOnLibsWithTags && !c.onlyDependOnLibsWithTags.some((t) => target.tags.includes(t))) {
          context.report({
            node,
            messageId: 'onlyDependOn',
            data: { ...data, allowed: quoteList(c.onlyDependOnLibsWithTags) },
          });
          return true;
        }
        const banned = (c.notDependOnLibsWithTags ?? []).filter((t) => target.tags.includes(t));
        if (banned.length > 0) {
          context.report({ node, messageId: 'notDependOn', data: { ...data, banned: quoteList(banned) } });
          return true;
        }
      }
      return false;
    }

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (specifier.startsWith('.')) {
        const target = projectOf(resolve(dirname(file), specifier), projects);
        if (target && target !== source) {
          context.report({
            node,
            messageId: 'relative',
            data: { specifier, target: target.name, dir: relative(ROOT, target.root) },
          });
        }
        return;
      }
      const target = byName.get(packageName(specifier));
      if (!target || target === source) return;
      if (source && checkTags(node, target)) return;
      const subpath = `.${specifier.slice(target.name.length)}`;
      if (!isExported(target.exports, subpath)) {
        context.report({ node, messageId: 'notExported', data: { specifier, target: target.name } });
      }
    }

    const literal = (node) => (node && node.type === 'Literal' ? node.value : undefined);
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
      TSImportType: (node) => check(node, literal(node.argument?.literal ?? node.argument)),
    };
  },
};

export const plugin = { meta: { name: 'ped' }, rules: { 'module-boundaries': moduleBoundaries } };
