import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { EVENT_CONSUMERS, EVENT_SUBJECTS, EVENTS, type ConsumerDeclaration } from './index.js';

const MAP_FILE = resolve('libs/contracts/src/events/index.ts');
const DOC_FILE = resolve('docs/events.md');

interface Field {
  name: string;
  type: string;
  note: string;
}

/** The payload fields of each subject, read from the `EventPayloads` interface by the TypeScript checker. */
function payloadFields(): Map<string, Field[]> {
  const program = ts.createProgram([MAP_FILE], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(MAP_FILE)!;
  const map = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'EventPayloads',
  )!;
  const fields = new Map<string, Field[]>();
  for (const member of map.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const subject = (member.name as ts.StringLiteral).text;
    const type = checker.getTypeFromTypeNode(member.type);
    fields.set(
      subject,
      type.getProperties().map((property) => ({
        name: property.name + (property.flags & ts.SymbolFlags.Optional ? '?' : ''),
        type: checker.typeToString(checker.getTypeOfSymbolAtLocation(property, member)).replace(/\|/g, '\\|'),
        note: ts.displayPartsToString(property.getDocumentationComment(checker)).replace(/\s+/g, ' '),
      })),
    );
  }
  return fields;
}

function consumersOf(subject: string): string[] {
  return Object.values(EVENT_CONSUMERS as Record<string, ConsumerDeclaration>)
    .filter((consumer) => (consumer.subjects as readonly string[]).includes(subject))
    .map(
      (consumer) =>
        `\`${consumer.service}.${consumer.name}\`${consumer.perInstance ? ' (per instance)' : ''}`,
    );
}

function render(): string {
  const fields = payloadFields();
  const lines = [
    '# Events',
    '',
    '<!-- Generated from libs/contracts/src/events/index.ts by libs/contracts/src/events/events-doc.spec.ts:',
    '     UPDATE_EVENTS_DOC=1 npm test (or that spec alone) rewrites it; npm test fails while it is stale. -->',
    '',
    'Every subject on JetStream, its publisher (the stream `<PUBLISHER>`), the envelope `version`, its',
    'consumers (`<service>.<consumer>`; durable `<service>_<consumer>`, inbox rows under `<consumer>`) and',
    "the fields of the envelope's `data`. How events work: [architecture.md](architecture.md#events).",
    '',
    '| subject | publisher | version | consumers |',
    '| ------- | --------- | ------- | --------- |',
    ...EVENT_SUBJECTS.map(
      (subject) =>
        `| \`${subject}\` | ${EVENTS[subject].publisher} | ${EVENTS[subject].version} | ${consumersOf(subject).join(', ') || '—'} |`,
    ),
  ];
  for (const subject of EVENT_SUBJECTS) {
    lines.push('', `## ${subject}`, '', EVENTS[subject].summary, '');
    lines.push(`Publisher: ${EVENTS[subject].publisher}. Version: ${EVENTS[subject].version}.`);
    lines.push(`Consumers: ${consumersOf(subject).join(', ') || 'none yet'}.`, '');
    lines.push('| field | type | note |', '| ----- | ---- | ---- |');
    for (const field of fields.get(subject) ?? [])
      lines.push(`| \`${field.name}\` | \`${field.type}\` | ${field.note} |`);
  }
  return `${lines.join('\n')}\n`;
}

describe('docs/events.md', () => {
  it('lists every subject with its publisher, consumers and payload fields, as the contracts map says', async () => {
    // Formatted as `npm run format` would, so that the format check and this test agree.
    const options = (await prettier.resolveConfig(DOC_FILE)) ?? {};
    const expected = await prettier.format(render(), { ...options, filepath: DOC_FILE });
    if (process.env.UPDATE_EVENTS_DOC === '1') writeFileSync(DOC_FILE, expected);
    const actual = readFileSync(DOC_FILE, 'utf8');
    expect(actual).toBe(expected);
  }, 30_000);
});
