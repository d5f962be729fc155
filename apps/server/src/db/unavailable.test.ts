import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailableCause } from './unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling a database out of reach from a failed query', () => {
  it.each([
    ['the server refusing connections', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an administrator ending the backend', withCode('terminating connection due to administrator command', '57P01')],
    ['the server crashing', withCode('terminating connection because of crash of another server process', '57P02')],
    ['the server starting up', withCode('the database system is starting up', '57P03')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a broken connection', new Error('Connection terminated unexpectedly')],
    ['a connection that took too long', new Error('Connection terminated due to connection timeout')],
    ['no turn at a busy pool in time', new Error('timeout exceeded when trying to connect')],
    ['a connection broken earlier', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s is "unavailable"', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a missing table', withCode('relation "no_such_table" does not exist', '42P01')],
    ['a statement cancelled for taking too long', withCode('canceling statement due to statement timeout', '57014')],
    ['an unrelated failure naming a connection', new Error('connection to 10.0.0.5 refused')],
    ['something that is not an error', 'Connection terminated'],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("finds the driver's error inside Drizzle's, and gives its words, not the statement's values", () => {
    const driver = withCode('terminating connection due to administrator command', '57P01');
    const wrapped = new DrizzleQueryError('insert into students values ($1, $2)', ['Mei Lin', 'secret'], driver);
    expect(unavailableCause(wrapped)).toEqual({
      code: '57P01',
      message: 'terminating connection due to administrator command',
    });
    expect(JSON.stringify(unavailableCause(wrapped))).not.toMatch(/Mei Lin|secret|insert/);
  });
});
