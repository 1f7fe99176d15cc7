// A backup file: one tar holding `manifest.json` first, then each table as the text of
// `COPY … TO STDOUT`, gzip-compressed (`tables/<table>.copy.gz`), parents before the tables that
// refer to them. Any tar and gzip open it; the manifest says what it must hold.
import { z } from 'zod';

export const BACKUP_FORMAT = 'warehouse-backup';
export const MANIFEST_ENTRY = 'manifest.json';
/** A manifest is small: anything larger is not one. */
export const MANIFEST_MOST_BYTES = 1024 * 1024;

export const tableEntry = (table: string) => `tables/${table}.copy.gz`;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  /** ISO 8601, when its snapshot was taken. */
  createdAt: z.string(),
  appVersion: z.string(),
  automatic: z.boolean(),
  /** The last migration applied to the database it was taken from. */
  schema: z.object({ tag: z.string(), createdAt: z.number(), hash: z.string(), migrations: z.number() }),
  /** In the order they are in the file (and are loaded in). */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)),
      rows: z.number().int().min(0),
      /** SHA-256 of the table's COPY text (uncompressed), hex. */
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  /** Each sequence's last value as it was read (null: never drawn). */
  sequences: z.array(
    z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), lastValue: z.string().nullable() }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableManifest = BackupManifest['tables'][number];

/** A file that is not a whole, intact backup of this business's kind: nothing was changed. */
export class BackupRefused extends Error {}

/** The manifest read from a file, or why it is not a Warehouse backup's. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefused('This is not a Warehouse backup: its manifest is not readable.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupRefused('This is not a Warehouse backup: its manifest is not one Warehouse writes.');
  return parsed.data;
}
