import { type PosCatalogue, posEntriesOf } from '@warehouse/domain/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWhenEmpty } from './db/seed';
import { sellingWithoutADrawer } from './testing/sellingWithoutADrawer';
import { builtServer, type ServerProcess } from './testing/serverProcess';
import { testDatabase } from './testing/testDatabase';

// Issue 15: two server processes on one PostgreSQL, as behind a load balancer (DATABASE_URL), with
// tills selling through both at the same moment.
const database = await testDatabase();
await seedWhenEmpty(database.db);
await sellingWithoutADrawer(database.db);
let server: Awaited<ReturnType<typeof builtServer>>;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  server = await builtServer('two-servers-test');
  servers = await Promise.all([
    server.start({ DATABASE_URL: database.url }),
    server.start({ DATABASE_URL: database.url }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((running) => running.stop()));
  await server.remove();
});

let key = 0;
const sell = ({ base, headers }: ServerProcess, lines: [itemId: string, quantity: number][]) =>
  fetch(`${base}/sales`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      lines: lines.map(([id, quantity]) => ({ id, name: id, price: 0, quantity })),
      choice: { kind: 'payment', tenders: [{ method: 'cash' }] },
      idempotencyKey: `two-servers-${++key}`,
    }),
  });

/** Tills alternate between the two servers. */
const through = (index: number) => servers[index % 2] as ServerProcess;

const onFloor = async (itemId: string) =>
  posEntriesOf(
    (await (
      await fetch(`${servers[0]?.base}/pos/products`, { headers: servers[0]?.headers })
    ).json()) as PosCatalogue,
  ).find((item) => item.id === itemId)?.stock;

describe('Issue 15: two server processes on one database', () => {
  it('50 sales of the last 10 units through both: exactly 10 succeed, 40 get the out-of-stock conflict', async () => {
    expect(await onFloor('P001-BLK')).toBe(10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => sell(through(index), [['P001-BLK', 1]])),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const codes = await Promise.all(
      responses
        .filter((response) => response.status === 409)
        .map(async (response) => (await response.json()).code),
    );
    expect(new Set(codes)).toEqual(new Set(['out_of_stock']));
    expect(await onFloor('P001-BLK')).toBe(0);
  });

  it('20 sales locking the same two products in opposite orders all finish, none with a server error', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        sell(
          through(index),
          index % 2 === 0
            ? [
                ['P001-WHT', 1],
                ['P002-1M', 1],
              ]
            : [
                ['P002-1M', 1],
                ['P001-WHT', 1],
              ],
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    // 8 white headphones and 5 cables on the floor: 5 sales take both, 15 are refused.
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
  });
});
