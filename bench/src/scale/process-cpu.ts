// CPU seconds a process (and, for a node:cluster primary, its workers) has used so far,
// from /proc (Linux): what tells whether the gateway was the process saturated, and how
// much of the 2 cores the load generator and the replay upstream took beside it.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ; `getconf CLK_TCK` is 100 on Linux everywhere we run

function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; everything after its ")" is space-separated.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // exited
  }
}

/** utime + stime of one process, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
export function cpuSecondsOf(pid: number): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The live children of a process (a cluster primary's workers). */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === pid) children.push(Number(entry));
  }
  return children;
}

/** A process with its children, CPU seconds summed: the gateway's primary and workers. */
export function treeCpuSeconds(pid: number): number {
  return [pid, ...childrenOf(pid)].reduce((sum, p) => sum + cpuSecondsOf(p), 0);
}

/** The share of the machine's CPU time (all cores) not idle over the next `ms`: 0..1. */
export async function machineBusy(ms: number): Promise<number> {
  const sample = () => {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = cpu[3]! + (cpu[4] ?? 0); // idle + iowait
    return { idle, total: cpu.reduce((a, b) => a + b, 0) };
  };
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}
