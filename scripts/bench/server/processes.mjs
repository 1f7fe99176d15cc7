// What the processes of a bench run cost: CPU time and memory, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** CPU time (user + system, ms) a process has used so far; 0 once it is gone. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The postmaster of the cluster in `clusterDir` and its children (backends, writers). */
export function postgresPids(clusterDir) {
  const postmaster = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}

/** The CPU the server, its PostgreSQL (all its processes) and this load client use while `work` runs. */
export async function cpuDuring(serverPid, clusterDir, work) {
  const usage = () => ({
    server: cpuMs(serverPid),
    postgres: postgresPids(clusterDir).reduce((sum, pid) => sum + cpuMs(pid), 0),
    client: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });
  const before = usage();
  const result = await work();
  const after = usage();
  return {
    result,
    cpu: Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]])),
  };
}

/** A process's resident memory (kB). */
export function rssKb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** The cluster's processes' proportional set size (kB): shared buffers counted once, not per process. */
export function postgresPssKb(clusterDir) {
  const pss = (pid) =>
    Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  return postgresPids(clusterDir).reduce((sum, pid) => sum + pss(pid), 0);
}
