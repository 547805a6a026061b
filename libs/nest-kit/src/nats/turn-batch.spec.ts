import { TurnBatch } from './turn-batch.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnBatch', () => {
  it('makes the writes of one turn together, in order, after the turn', async () => {
    const done: string[] = [];
    const batch = new TurnBatch(() => {});
    batch.add(() => done.push('a'));
    await Promise.resolve();
    batch.add(() => done.push('b'));
    expect(done).toEqual([]);
    await nextTurn();
    expect(done).toEqual(['a', 'b']);
  });

  it('starts a new batch for writes added by or after a batch', async () => {
    const done: string[] = [];
    const batch = new TurnBatch(() => {});
    batch.add(() => batch.add(() => done.push('later')));
    await nextTurn();
    expect(done).toEqual([]);
    await nextTurn();
    expect(done).toEqual(['later']);
  });

  it('reports a failing write and still makes the others', async () => {
    const done: string[] = [];
    const errors: unknown[] = [];
    const batch = new TurnBatch((error) => errors.push(error));
    batch.add(() => {
      throw new Error('closed');
    });
    batch.add(() => done.push('b'));
    await nextTurn();
    expect(done).toEqual(['b']);
    expect(errors).toEqual([new Error('closed')]);
  });
});
