import { readFileSync } from 'node:fs';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/**
 * User + system CPU of a process so far, in ms (from /proc/<pid>/stat). On a shared machine latency
 * moves with everyone else's load; the CPU a server spends per request hardly does.
 */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
