import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSaveText, replaySave } from '../saves/save-file.js';
import { pushReadySave, pushSavePlayer, writePushSaves } from './bench-replay-lag.js';

describe('the replay-lag bench’s saves', () => {
  const now = new Date('2026-01-02T03:04:05Z');

  it('load as a match at the player’s push: both balls sculpted, seat 0 to act, no roll pending', () => {
    for (let index = 0; index < 4; index++) {
      const save = pushReadySave(index, now);
      if ('problem' in save) throw new Error(save.problem);
      const checked = replaySave(save, now);
      expect(checked.ok).toBe(true);
      if (!checked.ok) continue;
      expect(checked.game.activeSeats(checked.state)).toEqual([0]);
      expect(checked.game.hostTask?.(checked.state) ?? null).toBeNull();
      expect(checked.save.finished).toBe(false);
      expect(checked.save.seats[0]).toEqual({ name: pushSavePlayer(index), kind: 'human', level: null });
    }
  });

  it('are each a match of its own, named for the Load screen', () => {
    const saves = [0, 1, 2].map((index) => pushReadySave(index, now));
    const ids = saves.map((save) => ('matchId' in save ? save.matchId : null));
    expect(new Set(ids).size).toBe(3);
    expect(pushSavePlayer(1)).toBe('Lag 2');
  });
});

describe('writePushSaves', () => {
  it('writes the saves where the host lists them, each readable', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-push-saves-'));
    try {
      expect(writePushSaves(dataDir, 2, new Date('2026-01-02T03:04:05Z'))).toBeNull();
      const files = fs.readdirSync(path.join(dataDir, 'saves')).sort();
      expect(files).toEqual(['bench-lag-1.json', 'bench-lag-2.json']);
      for (const file of files) expect(checkSaveText(fs.readFileSync(path.join(dataDir, 'saves', file), 'utf8')).ok).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
