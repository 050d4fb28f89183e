/**
 * The CPU time a process tree has used, from Linux's /proc: the browser and
 * its GPU and renderer processes together (WebGL drawn in software runs in
 * the GPU process, so the page's own task time misses most of a frame's
 * cost). CPU time, unlike a frame's wall time, hardly grows when other
 * programs load the machine: the bench compares builds by it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond: number | null = null;

function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

interface Stat {
  ppid: number;
  ticks: number;
}

function readStat(pid: string): Stat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12).
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * Milliseconds of CPU used so far by the descendants of `root` whose command
 * line matches `only` (this process's Chromium, not the host it also started);
 * null where /proc is not there (not Linux).
 */
export function treeCpuMs(root: number, only: RegExp): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const stats = new Map<number, Stat>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  const isDescendant = (pid: number): boolean => {
    for (let at = stats.get(pid)?.ppid, hops = 0; at !== undefined && at > 1 && hops < 64; at = stats.get(at)?.ppid, hops++) {
      if (at === root) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) {
    if (!isDescendant(pid)) continue;
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (only.test(command)) ticks += stat.ticks;
  }
  return (ticks * 1000) / clockTicks();
}
