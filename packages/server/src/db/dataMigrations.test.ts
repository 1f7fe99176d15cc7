import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleSettings } from '@warehouse/domain/sample';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { readDocument } from '../store/businessDocuments';
import { testDatabase } from '../testing/testDatabase';

const { db } = await testDatabase();

/** A migration's statements, run again on data shaped as it was before that migration. */
async function runMigration(file: string) {
  const statements = readFileSync(join(migrationsDir, file), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) await db.execute(sql.raw(statement));
}

describe('Data migrations keep what a business stored', () => {
  it('0012: the POS location stored on its own becomes the Store setting, and its old document goes', async () => {
    const { posLocationId: _, ...storeBefore } = sampleSettings.store;
    const before = { ...sampleSettings, store: storeBefore };
    await db.execute(sql`insert into business_documents (name, value)
      values ('settings', ${JSON.stringify(before)}::jsonb), ('pos', '{"locationId": "airport"}'::jsonb)`);
    await runMigration('0012_pos_location_in_settings.sql');
    const settings = await readDocument(db, 'settings');
    expect(settings.store).toEqual({ ...sampleSettings.store, posLocationId: 'airport' });
    expect(settings.general).toEqual(sampleSettings.general);
    const left = await db.execute(sql`select 1 from business_documents where name = 'pos'`);
    expect(left.rows).toEqual([]);
  });

  it('0012: without settings to move it into, the POS location stays where it was', async () => {
    await db.execute(sql`delete from business_documents`);
    await db.execute(
      sql`insert into business_documents (name, value) values ('pos', '{"locationId": "airport"}'::jsonb)`,
    );
    await runMigration('0012_pos_location_in_settings.sql');
    const kept = await db.execute(sql`select value from business_documents where name = 'pos'`);
    expect(kept.rows).toEqual([{ value: { locationId: 'airport' } }]);
  });
});
