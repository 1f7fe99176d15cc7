import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('Issue 15: the server reads its configuration from the environment', () => {
  it('runs its own PostgreSQL in ./data on port 4173 when nothing is set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 4173,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: resolve('data'),
    });
  });

  it('uses DATABASE_URL and WAREHOUSE_DATA_DIR when given', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      WAREHOUSE_DATA_DIR: '/srv/wh',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/shop',
      dataDir: '/srv/wh',
      port: 8080,
    });
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it('offers the test reset only to a server listening on loopback', () => {
    expect(readConfig({ WAREHOUSE_TESTING: '1', HOST: '127.0.0.1' }).testing).toBe(true);
    expect(() => readConfig({ WAREHOUSE_TESTING: '1' })).toThrow(/WAREHOUSE_TESTING=1 needs HOST=127.0.0.1/);
  });

  it('signs in anyone as the owner on the embedded sample database, staff accounts only with DATABASE_URL (issue 16)', () => {
    expect(readConfig({}).signInMode).toBe('demo');
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@db/shop' }).signInMode).toBe('production');
    expect(readConfig({ WAREHOUSE_DEMO: '0' }).signInMode).toBe('production');
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@db/shop', WAREHOUSE_DEMO: '1' }).signInMode).toBe(
      'demo',
    );
  });
});
