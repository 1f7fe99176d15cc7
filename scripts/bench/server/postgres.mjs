// The bench's own look at its PostgreSQL, with Debian's client tools: pgbench as the machine's
// reference, and the ledger's consistency after a load.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Whether Debian's PostgreSQL client tools (psql, pgbench) are installed. */
export const hasPostgresTools = () => existsSync(join(PG_BIN, 'pgbench'));

/** The environment psql and pgbench need to reach the embedded cluster of `dataDir`. */
function pgEnv(dataDir) {
  const lines = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return {
    ...process.env,
    PGHOST: '127.0.0.1',
    PGPORT: lines[3],
    PGUSER: 'warehouse',
    PGPASSWORD: readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim(),
  };
}

/** A connection string to the database `database` of the embedded cluster of `dataDir`, as the server's user. */
export function databaseUrlOf(dataDir, database) {
  const env = pgEnv(dataDir);
  return `postgres://${env.PGUSER}:${encodeURIComponent(env.PGPASSWORD)}@${env.PGHOST}:${env.PGPORT}/${database}`;
}

/** One value a query answers. */
export function queryValue(dataDir, database, query) {
  return execFileSync(join(PG_BIN, 'psql'), ['-At', '-d', database, '-c', query], {
    env: pgEnv(dataDir),
    encoding: 'utf8',
  }).trim();
}

/** `pgbench -N`, 8 clients, 15 s, on a database of its own in the same cluster: its TPS. */
export function pgbench(dataDir) {
  const env = pgEnv(dataDir);
  execFileSync(join(PG_BIN, 'psql'), ['-q', '-d', 'postgres', '-c', 'create database pgbench'], { env });
  execFileSync(join(PG_BIN, 'pgbench'), ['-q', '-i', '-s', '4', 'pgbench'], { env, stdio: 'ignore' });
  const output = execFileSync(join(PG_BIN, 'pgbench'), ['-N', '-c', '8', '-j', '2', '-T', '15', 'pgbench'], {
    env,
    encoding: 'utf8',
  });
  return Number(/tps = ([\d.]+)/.exec(output)?.[1]);
}

/**
 * The ledger after a load: balances that differ from the sum of their movements, balances below
 * zero, products whose kept stock differs from their balances' sum, how far the kept units on hand
 * are from the products' sum, and how many sales carry the load's keys (to compare with how many
 * were acknowledged).
 */
export function ledgerCheck(dataDir, keyPrefix) {
  const count = (query) => Number(queryValue(dataDir, 'postgres', query));
  return {
    balancesOffTheirMovements: count(`select count(*) from stock_balances b full join
      (select item_id, bin_id, sum(quantity) as moved from stock_movements group by 1, 2) m using (item_id, bin_id)
      where coalesce(b.on_hand, 0) <> coalesce(m.moved, 0)`),
    negativeBalances: count('select count(*) from stock_balances where on_hand < 0'),
    productStockOffTheirBalances: count(`select count(*) from product_stock s full join
      (select i.product_id, sum(b.on_hand) as on_hand from stock_balances b join stock_items i on i.id = b.item_id group by 1) t
      using (product_id) where s.product_id is null or s.on_hand <> coalesce(t.on_hand, 0)`),
    unitsOffTheirProducts: Math.abs(
      count(`select (select coalesce(sum(units), 0) from stock_units)
        - (select coalesce(sum(on_hand), 0) from product_stock where on_sale)`),
    ),
    salesRecorded: count(`select count(*) from sales where idempotency_key like '${keyPrefix}%'`),
  };
}
