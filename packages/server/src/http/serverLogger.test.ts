import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../areas/accounts/accounts';
import { createSqlApi } from '../areas/sqlApi';
import { seedWhenEmpty } from '../db/seed';
import { buildServer } from '../server';
import { signInByInject } from '../testing/signIn';
import { testDatabase } from '../testing/testDatabase';
import { serverLogger } from './serverLogger';

// Issue 35: the log keeps no secret and no customer's contact, whatever fails.
const { db } = await testDatabase();
await seedWhenEmpty(db);

function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: serverLogger('info', stream), text: () => lines.join('') };
}

const account = {
  userId: 'dup',
  name: 'Dup Licate',
  email: 'private.person@example.com',
  role: 'cashier' as const,
  password: 'a secret password of staff',
};

describe('Issue 35: the log redacts what it must not keep', () => {
  it('a failed staff insert leaves no email, password hash or password in the log', async () => {
    await createAccount(db, account);
    const error = await createAccount(db, account).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    // The driver's error carries the statement's parameters: the hash and the email among them.
    expect(String((error as Error).message)).toContain('private.person@example.com');
    const { logger, text } = capturedLogger();
    logger.error({ err: error }, 'request failed');
    const log = text();
    expect(log).toContain('request failed');
    expect(log).toContain('23505');
    expect(log).not.toContain('private.person@example.com');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(account.password);
  });

  it('a request’s cookie, query string and a customer’s phone in its body stay out of the log', async () => {
    const { logger, text } = capturedLogger();
    const app = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'demo', logger });
    const headers = await signInByInject(app);
    const token = headers.cookie?.split('=')[1] as string;
    await app.inject({ url: '/api/customers?q=%2B1-555-0199', headers });
    // A sale that fails validation, naming a customer by phone.
    await app.inject({
      method: 'POST',
      url: '/api/sales',
      headers,
      payload: { customer: { name: 'Ann', phone: '+1-555-0199', email: 'ann@example.com' }, lines: 'none' },
    });
    logger.info({ customer: { phone: '+1-555-0199', email: 'ann@example.com' } }, 'a customer');
    const log = text();
    expect(log).toContain('/api/customers');
    expect(log).not.toContain(token);
    expect(log).not.toContain('555-0199');
    expect(log).not.toContain('ann@example.com');
  });
});
