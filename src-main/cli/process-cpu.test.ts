import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { treeCpuMs } from './process-cpu';

describe('treeCpuMs', () => {
  it.runIf(process.platform === 'linux')('counts the CPU a child process used, whatever else loads the machine', async () => {
    // A fixed amount of work (not a wall-clock spin: on a busy machine that gets less CPU), then a wait.
    const script = "let x = 0; for (let i = 0; i < 3e8; i++) x = (x + i) % 7; console.log('done', x); setTimeout(() => {}, 20000);";
    const child = spawn(process.execPath, ['-e', script]);
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      const used = treeCpuMs(process.pid, /for \(let i = 0/);
      expect(used).not.toBeNull();
      expect(used as number).toBeGreaterThan(50);
      expect(treeCpuMs(process.pid, /no such command line/)).toBe(0);
    } finally {
      child.kill();
    }
  });
});
