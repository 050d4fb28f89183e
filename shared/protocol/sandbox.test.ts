import { describe, expect, it } from 'vitest';
import { MAX_SANDBOX_DATA_CHARS, sandboxDataSchema } from './sandbox.js';

describe('the game data of sandbox requests', () => {
  it('is any plain JSON of a bounded size: the protocol knows no game, the host checks its shape', () => {
    for (const value of [undefined, null, 3, 'text', [1, 2], { holes: [0], nested: { deep: true } }]) expect(sandboxDataSchema.safeParse(value).success).toBe(true);
    expect(sandboxDataSchema.safeParse({ text: 'x'.repeat(MAX_SANDBOX_DATA_CHARS - 20) }).success).toBe(true);
    const big = sandboxDataSchema.safeParse({ text: 'x'.repeat(MAX_SANDBOX_DATA_CHARS) });
    expect(big.success).toBe(false);
    expect(big.error?.issues[0]?.message).toMatch(/larger than 64000 characters/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(sandboxDataSchema.safeParse(cyclic).error?.issues[0]?.message).toBe('This is not plain JSON data.');
    expect(sandboxDataSchema.safeParse({ n: 10n }).error?.issues[0]?.message).toBe('This is not plain JSON data.');
  });
});
