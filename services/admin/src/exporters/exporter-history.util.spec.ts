import type { ExporterChangedEvent } from '@ped/contracts/catalog';
import { exporterFigures, lackingIn, type ExporterHistoryEntry } from './exporter-history.util.js';

const CREATED = '2026-03-10T08:00:00.000Z';

function entry(
  change: ExporterHistoryEntry['change'],
  at: string,
  data: Partial<ExporterChangedEvent>,
): ExporterHistoryEntry {
  const base = { id: 7, companyName: 'Indus Leather', status: 'pending', isVerified: false, city: 'Sialkot' };
  return {
    change,
    at,
    eventId: `00000000-0000-4000-8000-${at.replace(/\D/g, '').slice(0, 12)}`,
    data: { ...base, plan: 'basic', planSince: null, categoryIds: [3], createdAt: CREATED, ...data } as never,
  };
}

/** A life: created, approved, on Professional, back to Basic, removed. */
const LIFE = [
  entry('created', CREATED, {}),
  entry('updated', '2026-03-12T09:00:00.000Z', { status: 'approved' }),
  entry('updated', '2026-04-02T10:00:00.000Z', {
    status: 'approved',
    plan: 'professional',
    planSince: '2026-04-02T10:00:00.000Z',
  }),
  entry('updated', '2026-06-20T11:00:00.000Z', { status: 'approved', plan: 'basic', planSince: null }),
  entry('deleted', '2026-07-01T12:00:00.000Z', { status: 'approved' }),
];

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('exporterFigures', () => {
  it('draws the status changes, the paid period and the removal from the history in time order', () => {
    expect(exporterFigures(7, LIFE)).toEqual({
      counted: null,
      latest: expect.objectContaining({ status: 'approved', plan: 'basic' }),
      lastEventAt: '2026-07-01T12:00:00.000Z',
      createdMonth: '2026-03',
      removedMonth: '2026-07',
      periods: [{ tier: 'professional', start: '2026-04-02T10:00:00.000Z', end: '2026-06-20T11:00:00.000Z' }],
      activity: [
        { type: 'exporter', title: 'Indus Leather', status: 'created', timestamp: CREATED, targetId: 7 },
        {
          type: 'exporter',
          title: 'Indus Leather',
          status: 'approved',
          timestamp: '2026-03-12T09:00:00.000Z',
          targetId: 7,
        },
        {
          type: 'exporter',
          title: 'Indus Leather',
          status: 'deleted',
          timestamp: '2026-07-01T12:00:00.000Z',
          targetId: 7,
        },
      ],
    });
  });

  it('gives the same figures for every arrival order (120 of them)', () => {
    const expected = exporterFigures(7, LIFE);
    for (const order of permutations(LIFE)) expect(exporterFigures(7, order)).toEqual(expected);
  });

  it('counts the last state until a removal, and nothing after the removal revives it', () => {
    const alive = exporterFigures(7, LIFE.slice(0, 3))!;
    expect(alive.counted).toMatchObject({ status: 'approved', plan: 'professional' });
    expect(alive.periods).toEqual([{ tier: 'professional', start: '2026-04-02T10:00:00.000Z', end: null }]);
    const late = entry('updated', '2026-08-01T00:00:00.000Z', { status: 'rejected' });
    expect(exporterFigures(7, [...LIFE, late])!.counted).toBeNull();
  });

  it('knows an exporter heard of through its removal only, and none without events', () => {
    expect(exporterFigures(7, [LIFE[4]!])).toMatchObject({ counted: null, createdMonth: '2026-03' });
    expect(exporterFigures(7, [])).toBeNull();
  });
});

describe('lackingIn', () => {
  it('is a multiset difference', () => {
    expect(lackingIn(['a', 'a', 'b', 'c'], ['a', 'c', 'd'], (x) => x)).toEqual(['a', 'b']);
  });
});
