import type { SignInMode } from '@warehouse/domain/accounts';
import type { Account } from '@warehouse/domain/people';
import type { Settings } from '@warehouse/domain/settings';
import { eq } from 'drizzle-orm';
import { businessDocuments } from '../../db/schema';
import type { Executor } from '../../sql/executor';

/** The documents the business keeps one of, by name, with their shapes. */
export interface BusinessDocuments {
  settings: Settings;
  /** The signed-in account's pages (until staff accounts). */
  account: Account;
  /** Where a new product's opening stock goes until receiving chooses a bin. */
  receiving: { binId: string };
  /** The sign-in mode the server last started in: a change ends every session. */
  signInMode: { mode: SignInMode };
}

export async function readDocument<K extends keyof BusinessDocuments>(
  db: Executor,
  name: K,
): Promise<BusinessDocuments[K]> {
  const value = await readDocumentIfAny(db, name);
  if (value === undefined)
    throw new Error(`The business document "${name}" is missing: the database was not seeded`);
  return value;
}

export async function readDocumentIfAny<K extends keyof BusinessDocuments>(
  db: Executor,
  name: K,
): Promise<BusinessDocuments[K] | undefined> {
  const [row] = await db
    .select({ value: businessDocuments.value })
    .from(businessDocuments)
    .where(eq(businessDocuments.name, name));
  return row?.value as BusinessDocuments[K] | undefined;
}

export async function writeDocument<K extends keyof BusinessDocuments>(
  db: Executor,
  name: K,
  value: BusinessDocuments[K],
) {
  await db
    .insert(businessDocuments)
    .values({ name, value })
    .onConflictDoUpdate({
      target: businessDocuments.name,
      set: { value, updatedAt: new Date().toISOString() },
    });
}
