import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** The fields of /proc/<pid>/stat after the command's name, and that name; undefined once it has gone. */
function stat(pid: number | string): { comm: string; fields: string[] } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const close = text.lastIndexOf(') ');
  return { comm: text.slice(text.indexOf('(') + 1, close), fields: text.slice(close + 2).split(' ') };
}

/**
 * User + system CPU of a process so far, in ms (from /proc/<pid>/stat). On a shared machine latency
 * moves with everyone else's load; the CPU a server spends per request hardly does.
 */
export function cpuMs(pid: number): number {
  const { fields } = stat(pid)!;
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * CPU of the machine's PostgreSQL server so far, in ms: every `postgres` process's own time plus the
 * time of the children it has reaped, so a backend whose connection closed between two readings still
 * counts. The server is shared by whatever else runs, so a reading is only as clean as the machine.
 */
export function databaseServerCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const process = stat(pid);
    if (process?.comm !== 'postgres') continue;
    const [utime, stime, cutime, cstime] = process.fields.slice(11, 15).map(Number);
    ticks += utime! + stime! + cutime! + cstime!;
  }
  return ticks * TICK_MS;
}
