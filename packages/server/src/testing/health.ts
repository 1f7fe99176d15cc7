import type { ChildProcess } from 'node:child_process';

/**
 * Resolves once the server started as `child` answers `${base}/health`; throws when it exits
 * first or is not healthy within `timeoutMs`.
 */
export async function untilHealthy(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  for (let waited = 0; waited < timeoutMs; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}
