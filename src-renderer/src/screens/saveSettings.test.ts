import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../shared/protocol/messages';
import { saveSettings } from './saveSettings';

const DRAFT: Settings = { playerName: '  Rosa ', botDelayMs: 700, reducedMotion: false, hotSeatCurtain: true, language: 'de', tableSpeed: 'x1' };

describe('saving Settings', () => {
  it('saves the name trimmed and returns to where the player came from', async () => {
    const saved: Settings[] = [];
    const steps: string[] = [];
    const outcome = await saveSettings(
      DRAFT,
      (settings) => {
        saved.push(settings);
        steps.push('save');
        return Promise.resolve(settings);
      },
      () => steps.push('leave'),
    );
    expect(saved).toEqual([{ ...DRAFT, playerName: 'Rosa' }]);
    // Left only once the host has the settings.
    expect(steps).toEqual(['save', 'leave']);
    expect(outcome).toEqual({ kind: 'saved', settings: { ...DRAFT, playerName: 'Rosa' } });
  });

  it('keeps the player on Settings, with why, when the host refuses', async () => {
    let left = false;
    const outcome = await saveSettings(
      DRAFT,
      () => Promise.reject(new Error('The disk is full.')),
      () => {
        left = true;
      },
    );
    expect(left).toBe(false);
    expect(outcome).toEqual({ kind: 'refused', why: 'The disk is full.' });
  });
});
