import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog, statementLabel } from './error-log.js';

/** What node-postgres and PGlite raise for an answer of PostgreSQL: its message may quote the value. */
function databaseError(message: string, facts: Record<string, string>) {
  return Object.assign(new Error(message), { severity: 'ERROR', detail: message, ...facts });
}

describe('errors in the log', () => {
  it('label a statement by its verb and tables, never by a quoted value', () => {
    expect(statementLabel('select "id" from "sessions" left join "users" on true where "token" = $1')).toBe(
      'select sessions, users',
    );
    expect(statementLabel(`update "students" set "remarks" = 'from secret' where "id" = $1`)).toBe('update students');
    expect(statementLabel('insert into "institutions" ("name") values ($1)')).toBe('insert institutions');
    expect(statementLabel('begin')).toBe('begin');
  });

  it('describe a failed query, even as the cause of another error, without its values', () => {
    const cause = databaseError('duplicate key value: Key (email)=(ann@family.test) already exists.', {
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
    });
    const failed = new DrizzleQueryError('insert into "users" ("email") values ($1)', ['ann@family.test'], cause);
    const wrapped = new Error('class failed', { cause: failed });
    const logged = errorForLog(wrapped);
    expect(logged).toMatchObject({
      message: 'class failed',
      cause: {
        type: 'DrizzleQueryError',
        message: 'query failed',
        statement: 'insert users',
        code: '23505',
        constraint: 'users_email_unique',
        table: 'users',
      },
    });
    expect(JSON.stringify(logged)).not.toContain('ann@family.test');
  });

  it('keep the code of a database error raised without a query, and drop its message', () => {
    const logged = errorForLog(databaseError('invalid input syntax for type integer: "Hunter2"', { code: '22P02' }));
    expect(logged).toMatchObject({ message: 'database error', code: '22P02', severity: 'ERROR' });
    expect(JSON.stringify(logged)).not.toContain('Hunter2');
  });

  it('leave other errors as they are', () => {
    expect(errorForLog(new Error('connection refused'))).toMatchObject({
      type: 'Error',
      message: 'connection refused',
    });
    expect(errorForLog('text')).toEqual({ type: 'string', message: 'text', stack: '' });
  });
});
