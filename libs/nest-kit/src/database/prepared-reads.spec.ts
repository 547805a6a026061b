import type pg from 'pg';
import { PreparedReads } from './prepared-reads.js';

/** A pool that answers every query with no rows and keeps what it was asked. */
function recordingPool() {
  const asked: pg.QueryConfig[] = [];
  const pool = { query: (config: pg.QueryConfig) => (asked.push(config), Promise.resolve({ rows: [] })) };
  return { asked, reads: new PreparedReads(pool as unknown as pg.Pool) };
}

describe('PreparedReads', () => {
  it('names each text once, the same in every call, and binds the values', async () => {
    const { asked, reads } = recordingPool();
    await reads.query('SELECT $1::int', [1]);
    await reads.query('SELECT $1::text', ['a']);
    await reads.query('SELECT $1::int', [2]);
    expect(asked).toEqual([
      { name: 'ped_read_1', text: 'SELECT $1::int', values: [1] },
      { name: 'ped_read_2', text: 'SELECT $1::text', values: ['a'] },
      { name: 'ped_read_1', text: 'SELECT $1::int', values: [2] },
    ]);
  });

  it('runs texts past the 256th unnamed, so texts built from values cannot grow it without bound', async () => {
    const { asked, reads } = recordingPool();
    for (let i = 0; i < 257; i += 1) await reads.query(`SELECT ${i}`);
    expect(asked[255]!.name).toBe('ped_read_256');
    expect(asked[256]!.name).toBeUndefined();
    await reads.query('SELECT 0');
    expect(asked[257]!.name).toBe('ped_read_1');
  });
});
