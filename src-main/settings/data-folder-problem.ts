/**
 * Why the data folder cannot hold the app's files, in one line that names the
 * folder and says what to do: a read-only disk, a folder this user may not
 * write, a file where the folder should be, a full disk. The host meets these
 * as it takes the folder (its lock file is the first thing it writes there);
 * a stack trace would tell the user none of it.
 */

/**
 * The line for an error met creating or writing in `dataDir`, ending with
 * `remedy`; null for an error that says nothing about the folder (the caller
 * lets it through as the bug it is).
 */
export function dataFolderProblem(dataDir: string, error: unknown, remedy: string): string | null {
  switch ((error as NodeJS.ErrnoException | null)?.code) {
    case 'EROFS':
      return `The data folder ${dataDir} is on a read-only disk: saves, settings and high scores cannot be written there. ${remedy}`;
    case 'EACCES':
    case 'EPERM':
      return `The data folder ${dataDir} cannot be written by this user (permission denied). ${remedy}`;
    case 'EEXIST':
    case 'ENOTDIR':
      return `The data folder ${dataDir} is not a folder: a file has its name, or one of the folders above it is a file. ${remedy}`;
    // Node's recursive mkdir answers this when a folder to make sits on a read-only disk.
    case 'ENOENT':
      return `The data folder ${dataDir} does not exist and could not be made (is the disk above it read-only?). ${remedy}`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `The disk of the data folder ${dataDir} is full. ${remedy}`;
    default:
      return null;
  }
}
