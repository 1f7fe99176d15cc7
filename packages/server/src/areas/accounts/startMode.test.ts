import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { resolveStartMode } from './startMode';

const start = (env: Record<string, string>, hasPasswordAccounts = false) =>
  resolveStartMode(readConfig(env), hasPasswordAccounts);
const URL = 'postgres://u:p@db/shop';

describe('Issue 35: demo mode is never reachable from the network by default', () => {
  it('no settings: demo, listening on 127.0.0.1 only, and says so', () => {
    const mode = start({});
    expect(mode).toMatchObject({ mode: 'demo', host: '127.0.0.1' });
    expect(mode.notes).toEqual([
      {
        level: 'info',
        message: expect.stringMatching(/^Demo mode: .*from this machine only \(127\.0\.0\.1\)/),
      },
    ]);
  });

  it('demo on another interface takes WAREHOUSE_DEMO=1 and HOST both, with a warning', () => {
    const mode = start({ WAREHOUSE_DEMO: '1', HOST: '0.0.0.0' });
    expect(mode).toMatchObject({ mode: 'demo', host: '0.0.0.0' });
    expect(mode.notes).toEqual([
      {
        level: 'warn',
        message: expect.stringContaining('anyone who reaches this server signs in as the owner'),
      },
    ]);
  });

  it('HOST on the network without WAREHOUSE_DEMO=1: staff accounts, and why', () => {
    const mode = start({ HOST: '0.0.0.0' });
    expect(mode).toMatchObject({ mode: 'production', host: '0.0.0.0' });
    expect(mode.notes[0]).toMatchObject({ level: 'warn', message: expect.stringContaining('HOST=0.0.0.0') });
  });

  it('a staff account with a password: staff accounts, even when WAREHOUSE_DEMO=1 asks for demo', () => {
    expect(start({}, true)).toEqual({
      mode: 'production',
      host: '0.0.0.0',
      notes: [{ level: 'info', message: 'Staff accounts: only staff accounts with a password sign in' }],
    });
    const asked = start({ WAREHOUSE_DEMO: '1' }, true);
    expect(asked.mode).toBe('production');
    expect(asked.notes[0]?.message).toMatch(/demo sign-in is refused once a staff account has a password/);
  });

  it('DATABASE_URL without WAREHOUSE_DEMO=1: staff accounts; with it, demo on loopback', () => {
    expect(start({ DATABASE_URL: URL })).toMatchObject({ mode: 'production', host: '0.0.0.0' });
    expect(start({ DATABASE_URL: URL, WAREHOUSE_DEMO: '1' })).toMatchObject({
      mode: 'demo',
      host: '127.0.0.1',
    });
  });

  it('WAREHOUSE_DEMO=0: staff accounts, on the HOST given', () => {
    expect(start({ WAREHOUSE_DEMO: '0', HOST: '10.1.2.3' })).toMatchObject({
      mode: 'production',
      host: '10.1.2.3',
    });
  });

  it('a proxy in front (TRUST_PROXY) or other names (ALLOWED_HOSTS) bring the network in: staff accounts, and why', () => {
    const behindProxy = start({ TRUST_PROXY: '127.0.0.1' });
    expect(behindProxy.mode).toBe('production');
    expect(behindProxy.notes[0]?.message).toMatch(
      /^Staff accounts only: TRUST_PROXY would let anyone on the network in/,
    );
    expect(start({ ALLOWED_HOSTS: 'shop.example' }).mode).toBe('production');
    const onPurpose = start({ TRUST_PROXY: '127.0.0.1', WAREHOUSE_DEMO: '1' });
    expect(onPurpose).toMatchObject({ mode: 'demo', host: '127.0.0.1', notes: [{ level: 'warn' }] });
  });
});
