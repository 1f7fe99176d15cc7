import type pg from 'pg';

/** The role the server's runtime connections use: on the audit trail, insert and read only. */
export const RUNTIME_ROLE = 'warehouse_runtime';

/**
 * Its rights, granted again at each start so tables added by later migrations are covered. Every
 * table of the business, but the audit trail takes no UPDATE, DELETE or TRUNCATE: its entries are
 * sealed by seal_audit_entries(), which runs as its owner.
 */
const GRANTS = [
  `grant usage on schema public to ${RUNTIME_ROLE}`,
  `grant select, insert, update, delete on all tables in schema public to ${RUNTIME_ROLE}`,
  `revoke update, delete, truncate on audit_entries from ${RUNTIME_ROLE}`,
  `grant usage, select, update on all sequences in schema public to ${RUNTIME_ROLE}`,
  `grant execute on all functions in schema public to ${RUNTIME_ROLE}`,
  // The health check reads which migration the database is at.
  `grant usage on schema drizzle to ${RUNTIME_ROLE}`,
  `grant select on all tables in schema drizzle to ${RUNTIME_ROLE}`,
];

/** How the runtime pool connects: its own login (embedded), or the owner's taking the role. */
export type RuntimeAccess = { url: string } | { role: string } | { problem: string };

/**
 * Grants the runtime role its rights and says how to connect as it: with the embedded database,
 * as a login of its own (its password set here); with another PostgreSQL, the configured user
 * takes the role on each connection (`role` setting), when it may.
 */
export async function prepareRuntimeRole(
  owner: pg.Pool,
  embeddedLogin: { password: string; url: string } | null,
): Promise<RuntimeAccess> {
  const client = await owner.connect();
  try {
    const { rows } = await client.query('select 1 from pg_roles where rolname = $1', [RUNTIME_ROLE]);
    if (rows.length === 0)
      return {
        problem: `the database role ${RUNTIME_ROLE} does not exist (the configured user may not create roles); an administrator creates it: CREATE ROLE ${RUNTIME_ROLE} NOLOGIN; GRANT ${RUNTIME_ROLE} TO <the configured user>`,
      };
    for (const grant of GRANTS) await client.query(grant);
    if (embeddedLogin) {
      // A generated password of URL-safe characters only, so it can stand in the statement.
      if (!/^[\w-]+$/.test(embeddedLogin.password)) throw new Error('the runtime password is not URL-safe');
      await client.query(`alter role ${RUNTIME_ROLE} with login password '${embeddedLogin.password}'`);
      return { url: embeddedLogin.url };
    }
    await client.query(`grant ${RUNTIME_ROLE} to current_user`).catch(() => {});
    try {
      await client.query(`set role ${RUNTIME_ROLE}`);
      await client.query('reset role');
      return { role: RUNTIME_ROLE };
    } catch {
      return {
        problem: `the configured user may not take the role ${RUNTIME_ROLE}: GRANT ${RUNTIME_ROLE} TO <the configured user>`,
      };
    }
  } finally {
    client.release();
  }
}
