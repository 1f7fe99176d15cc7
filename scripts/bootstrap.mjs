// Makes a fresh machine with only Node and npm ready: pnpm, the workspace packages, Debian's Chromium.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const PNPM_VERSION = '12.21.0';

export function run(command, options = {}) {
  const result = spawnSync(command, { stdio: 'inherit', shell: true, ...options });
  return result.status ?? 1;
}

function succeeds(command) {
  try {
    execSync(command, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The command that runs pnpm here: the installed one, or a freshly installed one. */
export function ensurePnpm() {
  if (succeeds('pnpm --version')) return 'pnpm';
  console.log(`Installing pnpm ${PNPM_VERSION} with npm…`);
  if (run(`npm install -g pnpm@${PNPM_VERSION}`) === 0 && succeeds('pnpm --version')) return 'pnpm';
  return `npx -y pnpm@${PNPM_VERSION}`;
}

export function installPackages(pnpm) {
  const status = run(`${pnpm} install --frozen-lockfile`);
  if (status !== 0) throw new Error('pnpm install failed');
}

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.log("Installing Debian's Chromium (Playwright cannot download its own browser here)…");
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  const status = run(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
  );
  if (status !== 0 || !existsSync(chromiumPath)) {
    throw new Error(`Chromium is missing at ${chromiumPath} and could not be installed with apt-get.`);
  }
}
