import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('Issue 15: the server reads its configuration from the environment', () => {
  it('runs its own PostgreSQL in ./data on port 4173 when nothing is set, the address chosen by the sign-in mode', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 4173,
      host: null,
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

  it('offers the test reset only to a server listening on loopback, behind a token', () => {
    const token = 'a-token-of-the-test-run';
    expect(
      readConfig({ WAREHOUSE_TESTING: '1', HOST: '127.0.0.1', WAREHOUSE_TESTING_TOKEN: token }).testingToken,
    ).toBe(token);
    expect(readConfig({ WAREHOUSE_TESTING_TOKEN: token }).testingToken).toBeNull();
    expect(() => readConfig({ WAREHOUSE_TESTING: '1', WAREHOUSE_TESTING_TOKEN: token })).toThrow(
      /WAREHOUSE_TESTING=1 needs HOST=127.0.0.1/,
    );
    expect(() => readConfig({ WAREHOUSE_TESTING: '1', HOST: '127.0.0.1' })).toThrow(
      /WAREHOUSE_TESTING=1 needs WAREHOUSE_TESTING_TOKEN/,
    );
  });

  it('reads WAREHOUSE_DEMO as asked for, or unset (issue 35)', () => {
    expect(readConfig({}).demo).toBeNull();
    expect(readConfig({ WAREHOUSE_DEMO: '0' }).demo).toBe('production');
    expect(readConfig({ WAREHOUSE_DEMO: '1' }).demo).toBe('demo');
  });

  it('trusts X-Forwarded-* only from the proxies named, by address or CIDR range, never from everyone (issue 35)', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '0' }).trustedProxies).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
    ]);
    for (const bad of ['1', 'true', '10.0.0.0/33', 'proxy.local', '0.0.0.0/0', '::/0'])
      expect(() => readConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must list the proxies/);
  });

  it('adds ALLOWED_HOSTS to the names the server answers to (issue 35)', () => {
    expect(readConfig({ ALLOWED_HOSTS: 'Shop.Example, till.local' }).allowedHosts).toEqual([
      'shop.example',
      'till.local',
    ]);
  });
});
