import { describe, expect, it } from 'vitest';
import { leavingRequest } from './leavingRequest';

/** The screen's busy and error as the request leaves them, in order. */
async function run(request: () => Promise<unknown>): Promise<{ busy: boolean[]; errors: (string | null)[] }> {
  const busy: boolean[] = [];
  const errors: (string | null)[] = [];
  await leavingRequest({ setBusy: (value) => busy.push(value), setError: (value) => errors.push(value) }, request);
  return { busy, errors };
}

describe('a request that leaves the screen', () => {
  it('keeps the screen busy once it succeeded (the screen is on its way out)', async () => {
    expect(await run(() => Promise.resolve())).toEqual({ busy: [true], errors: [null] });
  });

  it('shows a failure and makes the screen usable again', async () => {
    const { busy, errors } = await run(() => Promise.reject(new Error('The host is gone.')));
    expect(busy).toEqual([true, false]);
    expect(errors[0]).toBeNull();
    expect(errors[1]).toMatch(/The host is gone/);
  });
});
