import { describe, expect, it } from 'vitest';
import * as shared from '../../../shared/protocol/lan';
import { CHAT_HISTORY, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, MAX_CHAT_CHARS, codeProblem, normalizeCode } from './limits';

describe('LAN limits', () => {
  it('agree with the protocol', () => {
    expect(JOIN_CODE_ALPHABET).toBe(shared.JOIN_CODE_ALPHABET);
    expect(JOIN_CODE_LENGTH).toBe(shared.JOIN_CODE_LENGTH);
    expect(MAX_CHAT_CHARS).toBe(shared.MAX_CHAT_CHARS);
    expect(CHAT_HISTORY).toBe(shared.CHAT_HISTORY);
  });

  it('read a code the way the host does', () => {
    expect(normalizeCode(' k7p-xq4-m9 ')).toBe('K7PXQ4M9');
    expect(codeProblem('k7pxq4m9')).toBeNull();
    expect(shared.joinCodeSchema.safeParse(normalizeCode('k7px q4m9')).success).toBe(true);
    expect(codeProblem('')).toMatch(/code/);
    // The old 6-character codes are too short now.
    expect(codeProblem('K7PXQ4')).toMatch(/8 letters/);
    expect(shared.joinCodeSchema.safeParse('K7PXQ4').success).toBe(false);
    expect(codeProblem('K7PXQ4M0')).toMatch(/no 0/);
  });
});
