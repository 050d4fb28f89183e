/** Whether a process id belongs to a running process, for telling a live lock or temporary file from one left by a crash. */

/**
 * `kill(pid, 0)` sends nothing: it only checks that the process exists.
 * ESRCH means there is no such process; EPERM means there is one, owned by
 * another user, so it counts as alive.
 */
export function processIsAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
