import { gunzipSync } from 'node:zlib';
import { isoDate } from '@warehouse/domain/format';
import { describe, expect, it } from 'vitest';
import { createSqlApi } from '../areas/sqlApi';
import { buildServer } from '../server';
import { signInByInject } from '../testing/signIn';
import { seededDatabase, testDatabases } from '../testing/testDatabase';

const databases = testDatabases();
const { db } = await seededDatabase(databases, isoDate(new Date()), {});
const app = buildServer({ db, api: await createSqlApi(db), appDir: null, signInMode: 'demo' });
const headers = await signInByInject(app);

describe('Issue 18: the POS catalogue on the wire, from the pieces its server keeps', () => {
  it('sent plain: JSON with its exact length', async () => {
    const plain = await app.inject({ url: '/api/pos/products', headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.json().rows.length).toBeGreaterThan(20);
  });

  it('sent gzipped to a browser that accepts it, again and again, reading the same as sent plain', async () => {
    const catalogue = (await app.inject({ url: '/api/pos/products', headers })).json();
    for (const [attempt, accepted] of [
      [1, 'gzip, deflate, br'],
      [2, 'GZIP'],
    ] as const) {
      const zipped = await app.inject({
        url: '/api/pos/products',
        headers: { ...headers, 'accept-encoding': accepted },
      });
      expect([attempt, zipped.headers['content-encoding']]).toEqual([attempt, 'gzip']);
      // Made from the pieces, not by the compression plugin: this header says "OS unknown" (255).
      expect(zipped.rawPayload[9]).toBe(0xff);
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
      // gunzip checks the CRC and the size in the trailer as well.
      const read = JSON.parse(gunzipSync(zipped.rawPayload).toString());
      expect(read).toEqual({ ...catalogue, cursor: read.cursor });
    }
  });

  it('sent plain to a browser that refuses gzip', async () => {
    const refused = await app.inject({
      url: '/api/pos/products',
      headers: { ...headers, 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().complete).toBe(true);
  });
});
