// An upload written to a file of its own before an import reads it: the import's transaction (and
// the catalogue's lock it takes) then waits for no network, however slow the client. The file is
// refused once it passes the size limit, and removed when the import is done with it.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLarge } from './fileRows';

export interface SpooledUpload {
  /** The file's bytes, read from the disk a piece at a time. */
  read(): Readable;
  /** Removes the file (and its folder). */
  remove(): Promise<void>;
}

/** Writes `body` to a new file under the system's temporary folder; FileTooLarge past `limit` bytes. */
export async function spoolUpload(body: AsyncIterable<Buffer>, limit: number): Promise<SpooledUpload> {
  const dir = await mkdtemp(join(tmpdir(), 'warehouse-import-'));
  const path = join(dir, 'upload');
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        let size = 0;
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > limit) throw new FileTooLarge();
          yield chunk;
        }
      },
      createWriteStream(path),
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { read: () => createReadStream(path), remove };
}
