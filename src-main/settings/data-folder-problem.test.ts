import { describe, expect, it } from 'vitest';
import { dataFolderProblem } from './data-folder-problem.js';

describe('a data folder the host cannot use', () => {
  it.each([
    ['EROFS', 'The data folder /data is on a read-only disk: saves, settings and high scores cannot be written there. Do this.'],
    ['EACCES', 'The data folder /data cannot be written by this user (permission denied). Do this.'],
    ['EPERM', 'The data folder /data cannot be written by this user (permission denied). Do this.'],
    ['EEXIST', 'The data folder /data is not a folder: a file has its name, or one of the folders above it is a file. Do this.'],
    ['ENOTDIR', 'The data folder /data is not a folder: a file has its name, or one of the folders above it is a file. Do this.'],
    ['ENOENT', 'The data folder /data does not exist and could not be made (is the disk above it read-only?). Do this.'],
    ['ENOSPC', 'The disk of the data folder /data is full. Do this.'],
  ])('%s is said in one line naming the folder and what to do', (code, line) => {
    expect(dataFolderProblem('/data', Object.assign(new Error(code), { code }), 'Do this.')).toBe(line);
  });

  it('is no answer to an error that says nothing of the folder', () => {
    expect(dataFolderProblem('/data', new TypeError('x is undefined'), 'Do this.')).toBeNull();
    expect(dataFolderProblem('/data', null, 'Do this.')).toBeNull();
  });
});
