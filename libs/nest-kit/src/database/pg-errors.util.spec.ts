import { isDatabaseUnavailable } from './pg-errors.util.js';

describe('isDatabaseUnavailable', () => {
  it('tells a database that is away from a statement that failed', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const starting = Object.assign(new Error('the database system is not yet accepting connections'), {
      code: '57P03',
    });
    const wrapped = Object.assign(new Error('query failed'), { driverError: { code: '08006' } });
    const terminated = new Error('Connection terminated unexpectedly');
    const released = Object.assign(new Error('Query runner already released.'), {
      name: 'QueryRunnerAlreadyReleasedError',
    });
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect([refused, starting, wrapped, terminated, released].map(isDatabaseUnavailable)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([unique, new Error('bug'), undefined, 'text'].map(isDatabaseUnavailable)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
