import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from this file whether it runs from `src/` or the built `dist/`. */
function serverPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@warehouse/server')
      return dir;
    dir = dirname(dir);
  }
  throw new Error('The @warehouse/server package folder was not found');
}

const packageDir = serverPackageDir();

/** The committed SQL migrations. */
export const migrationsDir = join(packageDir, 'drizzle');

/** The built app the server serves (`pnpm --filter @warehouse/app build`). */
export const defaultAppDir = join(packageDir, '..', 'app', 'dist');

/** The server package's own manifest (its version is the app's). */
export const serverManifest = join(packageDir, 'package.json');
