import type pg from 'pg';

/**
 * The role the server's runtime connections use on one database: on the audit trail, insert and
 * read only. Roles belong to the whole PostgreSQL server, so each database has its own: one
 * business's runtime rights never open another's database on the same server.
 */
export const runtimeRoleOf = (database: string) =>
  `warehouse_rt_${database.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);

/**
 * Its rights, granted again at each start so tables added by later migrations are covered. Every
 * table of the business, but the audit trail takes no UPDATE, DELETE or TRUNCATE: its entries are
 * sealed by seal_audit_entries(), which runs as its owner.
 */
const grantsTo = (role: string) => [
  `grant usage on schema public to ${role}`,
  `grant select, insert, update, delete on all tables in schema public to ${role}`,
  `revoke update, delete, truncate on audit_entries from ${role}`,
  `grant usage, select, update on all sequences in schema public to ${role}`,
  `grant execute on all functions in schema public to ${role}`,
  // The health check reads which migration the database is at.
  `grant usage on schema drizzle to ${role}`,
  `grant select on all tables in schema drizzle to ${role}`,
];

/**
 * How the runtime pool connects: a login of its own (the embedded database's, or
 * DATABASE_RUNTIME_URL's), or the owner's taking the role on each connection; or why it cannot.
 */
export type RuntimeAccess = { url: string } | { role: string } | { problem: string };

interface RuntimeLogins {
  /** The embedded database: a login for the role, its password kept in the data folder. */
  embedded?: { password: string; url: (user: string) => string };
  /** A login an administrator made and granted the role (DATABASE_RUNTIME_URL). */
  given?: string;
}

/**
 * Makes the database's runtime role (where the owner may create roles), grants it its rights,
 * and says how to connect as it. Taking the role on the owner's own connection guards against the
 * application's own mistakes only: SQL run on it could take the owner's role back. A login of
 * the role's own is the boundary, and the embedded database always has one.
 */
export async function prepareRuntimeRole(owner: pg.Pool, logins: RuntimeLogins = {}): Promise<RuntimeAccess> {
  const client = await owner.connect();
  try {
    const { rows } = await client.query<{ database: string }>('select current_database() as database');
    const role = runtimeRoleOf(rows[0]?.database ?? 'postgres');
    const exists = async () =>
      (await client.query('select 1 from pg_roles where rolname = $1', [role])).rows.length > 0;
    if (!(await exists())) await client.query(`create role ${role} nologin`).catch(() => {});
    if (!(await exists()))
      return {
        problem: `the database role ${role} does not exist, and the configured user may not create it; an administrator runs: CREATE ROLE ${role} NOLOGIN; GRANT ${role} TO <the configured user>`,
      };
    for (const grant of grantsTo(role)) await client.query(grant);
    if (logins.embedded) {
      // A generated password of URL-safe characters only, so it can stand in the statement.
      if (!/^[\w-]+$/.test(logins.embedded.password)) throw new Error('the runtime password is not URL-safe');
      await client.query(`alter role ${role} with login password '${logins.embedded.password}'`);
      return { url: logins.embedded.url(role) };
    }
    if (logins.given) return { url: logins.given };
    await client.query(`grant ${role} to current_user`).catch(() => {});
    try {
      await client.query(`set role ${role}`);
      await client.query('reset role');
      return { role };
    } catch {
      return {
        problem: `the configured user may not take the role ${role}: GRANT ${role} TO <the configured user>`,
      };
    }
  } finally {
    client.release();
  }
}
