// `pnpm warehouse create-user --role owner`: adds a staff account to the business's database (the
// embedded PostgreSQL on WAREHOUSE_DATA_DIR, or DATABASE_URL), asking for what the options leave
// out; the password is asked twice and never echoed (or read from stdin with --password-stdin).
// `pnpm warehouse verify-audit [--expect SEQ:HASH]`: seals the audit trail's new entries and checks
// its hash chain, reporting the first broken link (exit 1) or that it holds and its head (exit 0);
// with the head an earlier run printed, it also shows whether the chain was rewritten since.
// `pnpm warehouse verify-books`: checks the books' equations over the whole database (an invoice's
// balance, a payment's allocations, a customer's balance), printing each mismatch (exit 1 if any).
// `pnpm warehouse restore FILE [--yes]`: restores a backup (Tools' "Backup Now", or an automatic
// one) into the configured database, with the server stopped; over a database that holds a
// business only after the word RESTORE is typed (or --yes); see areas/backups/restoreBackup.ts.

import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ROLES } from '@warehouse/domain/accounts';
import exitHook from 'async-exit-hook';
import { CreateUserRefused, createUser } from './areas/accounts/createUser';
import { sealAuditTrail, verifyAuditTrail } from './areas/audit/auditChain';
import { BackupRefused } from './areas/backups/backupFile';
import { restore } from './areas/backups/restoreCommand';
import { BOOK_CHECKS } from './areas/books/bookChecks';
import { mismatchLine, verifyBooks } from './areas/books/verifyBooks';
import { readConfig } from './config';
import { connectDatabase } from './db/connect';

const USAGE = `Usage: pnpm warehouse create-user --role <${ROLES.join('|')}> [--user-id ID] [--name NAME] [--email EMAIL] [--password-stdin]
       pnpm warehouse verify-audit [--expect SEQ:HASH]
       pnpm warehouse verify-books
       pnpm warehouse restore FILE [--yes]`;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) exitHook.unhookEvent(signal);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      'user-id': { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      expect: { type: 'string' },
      yes: { type: 'boolean', default: false },
    },
  });
  if (positionals[0] === 'verify-audit') return verifyAudit(values.expect);
  if (positionals[0] === 'verify-books') return checkBooks();
  if (positionals[0] === 'restore' && positionals[1])
    return restore(positionals[1], values.yes, { ask, log: console.log });
  if (positionals[0] !== 'create-user' || !values.role) {
    console.error(USAGE);
    return 2;
  }
  // The password comes on stdin: nothing else can be asked there (an answer would take its line).
  if (values['password-stdin'] && !(values['user-id'] && values.name && values.email)) {
    console.error('With --password-stdin, give --user-id, --name and --email too.');
    return 2;
  }
  const input = {
    role: values.role,
    userId: values['user-id'] ?? (await ask('User ID: ')),
    name: values.name ?? (await ask('Name: ')),
    email: values.email ?? (await ask('Email: ')),
    password: values['password-stdin'] ? await readStdin() : await askPasswordTwice(),
  };

  const { database, embedded } = await connectDatabase(readConfig(process.env));
  try {
    const account = await createUser(database.db, input);
    console.log(`Created ${account.role} "${account.userId}". They can sign in now.`);
    return 0;
  } catch (error) {
    if (!(error instanceof CreateUserRefused)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

async function checkBooks(): Promise<number> {
  const { database, embedded } = await connectDatabase(readConfig(process.env));
  try {
    const mismatches = await verifyBooks(database.db);
    for (const mismatch of mismatches) console.error(mismatchLine(mismatch));
    if (mismatches.length > 0) {
      console.error(`The books do not balance: ${mismatches.length} mismatches.`);
      return 1;
    }
    console.log(`The books balance: ${BOOK_CHECKS.length} checks, no mismatch.`);
    return 0;
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

async function verifyAudit(expect: string | undefined): Promise<number> {
  const [, seq, hash] = /^(\d+):([0-9a-f]{64})$/.exec(expect ?? '') ?? [];
  if (expect !== undefined && !(seq && hash)) {
    console.error('--expect takes the head an earlier run printed: SEQ:HASH');
    return 2;
  }
  const { database, embedded } = await connectDatabase(readConfig(process.env));
  try {
    const sealed = await sealAuditTrail(database.db);
    const kept = seq && hash ? { seq: Number(seq), hash } : undefined;
    const { sealed: total, head, firstBroken } = await verifyAuditTrail(database.db, kept);
    if (firstBroken) {
      console.error(
        `The audit trail is broken at entry ${firstBroken.seq}${firstBroken.id === null ? '' : ` (id ${firstBroken.id})`}: ${firstBroken.why}.`,
      );
      return 1;
    }
    console.log(`The audit trail holds: ${total} entries in its chain (${sealed} sealed now).`);
    // Kept outside the database (a note, a ticket), it lets a later run show the chain was not rewritten.
    if (head)
      console.log(
        `Its head: ${head.seq}:${head.hash} (keep it; check with --expect ${head.seq}:${head.hash})`,
      );
    return 0;
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

async function askPasswordTwice(): Promise<string> {
  const password = await askHidden('Password (at least 12 characters): ');
  if ((await askHidden('Password again: ')) !== password)
    throw new CreateUserRefused('The passwords do not match');
  return password;
}

/** A line typed at the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) throw new CreateUserRefused('No terminal to ask the password at: use --password-stdin');
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\u0003') process.exit(130); // Ctrl+C
        if (character === '\r' || character === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write('\n');
          resolve(typed);
          return;
        }
        typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
      }
    };
    stdin.on('data', onData);
  });
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof CreateUserRefused || error instanceof BackupRefused ? error.message : error,
    );
    process.exit(1);
  },
);
