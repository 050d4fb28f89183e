import { describe, expect, it } from 'vitest';
import { FRAME_S } from '../../../shared/sim/frame';
import { AFTER_FRAMES, MAX_CATCH_UP, ReplayPlayer, type ReplaySim } from './replay-player';

/** A simulation that knows its outcome at frame `at` (and keeps stepping after it). */
class FakeSim implements ReplaySim<string> {
  frames = 0;
  outcome: string | null = null;
  outcomeFrame = 0;
  freed = false;
  constructor(
    private readonly at: number,
    private readonly result = 'done',
  ) {}
  stepFrame(): void {
    this.frames++;
    if (this.outcome === null && this.frames >= this.at) {
      this.outcome = this.result;
      this.outcomeFrame = this.frames;
    }
  }
  free(): void {
    this.freed = true;
  }
}

describe('the replay player', () => {
  it('replays to the outcome and rolls on afterFrames frames', () => {
    const sim = new FakeSim(40);
    const player = new ReplayPlayer([sim], { maxFrames: 600 });
    player.runToEnd();
    expect(sim.outcome).toBe('done');
    expect(player.frames).toBe(40 + AFTER_FRAMES);
    expect(player.finished).toBe(true);
    expect(player.stepFrame()).toBe(false);
  });

  it("takes its frame limit from the profile: past 600 frames when the profile's cap is longer", () => {
    // A long track: the outcome comes at frame 1500 of a profile capped at 2400 frames.
    const sim = new FakeSim(1500, 'passed');
    const player = new ReplayPlayer([sim], { maxFrames: 2400 });
    player.runToEnd();
    expect(player.outcomes()).toEqual(['passed']);
    expect(sim.outcomeFrame).toBe(1500);
    expect(player.frames).toBe(1500 + AFTER_FRAMES);
  });

  it('ends at the frame cap plus afterFrames, with no outcome when the simulation never found one', () => {
    const sim = new FakeSim(Number.POSITIVE_INFINITY);
    const player = new ReplayPlayer([sim], { maxFrames: 120, afterFrames: 10 });
    player.runToEnd();
    expect(player.frames).toBe(130);
    expect(player.outcomes()).toEqual([null]);
    expect(player.finished).toBe(true);
  });

  it('steps several simulations together; one that is done (or rests early) stops stepping', () => {
    const quick = new FakeSim(5);
    const slow = new FakeSim(50);
    const resting = new FakeSim(8, 'rests');
    const player = new ReplayPlayer([quick, slow, resting], { maxFrames: 600, afterFrames: 20, restsEarly: (sim) => sim.outcome === 'rests' });
    player.runToEnd();
    expect(player.frames).toBe(70);
    expect(quick.frames).toBe(25);
    expect(slow.frames).toBe(70);
    expect(resting.frames).toBe(8);
  });

  it('paces frames by the time shown: whole frames only, slow motion, pause, at most maxCatchUp at once', () => {
    const player = new ReplayPlayer([new FakeSim(1000)], { maxFrames: 2000 });
    expect(player.advance(1, 0)).toBe(0);
    expect(player.advance(FRAME_S * 0.5)).toBe(0);
    expect(player.advance(FRAME_S * 0.5)).toBe(1);
    expect(player.advance(FRAME_S, 0.25)).toBe(0);
    expect(player.advance(FRAME_S * 3, 0.25)).toBe(1);
    // A stalled tab (60 s without a frame) jumps: the time over the bound is dropped.
    expect(player.advance(60)).toBe(MAX_CATCH_UP);
    expect(player.frames).toBe(2 + MAX_CATCH_UP);
    expect(MAX_CATCH_UP * FRAME_S, 'the bound is seconds of replay, far above a slow frame').toBeGreaterThanOrEqual(3);
  });

  it('is keyed to the time shown: at 3 drawn frames per second a 60-frame roll ends after about 1 s', () => {
    // 60 frames to the outcome, then 30 after it: 1.5 s of replay.
    const sim = new FakeSim(60);
    const player = new ReplayPlayer([sim], { maxFrames: 600, afterFrames: 30 });
    let shown = 0;
    let drawn = 0;
    while (sim.outcome === null) {
      player.advance(1 / 3);
      shown += 1 / 3;
      drawn++;
    }
    // The outcome shows on the 3rd drawn frame (1 s), not after 60 / MAX_CATCH_UP drawn frames.
    expect(drawn).toBe(3);
    expect(shown).toBeCloseTo(1, 5);
    while (!player.finished) {
      player.advance(1 / 3);
      shown += 1 / 3;
    }
    expect(shown).toBeLessThanOrEqual(1.5 + 1 / 3);
    expect(player.frames).toBe(90);
  });

  it('steps the same frames whatever the frame rate: the same simulation at 60, 7 and 3 drawn frames per second', () => {
    for (const fps of [60, 7, 3]) {
      const sim = new FakeSim(45);
      const player = new ReplayPlayer([sim], { maxFrames: 600, afterFrames: 15 });
      let shown = 0;
      while (!player.finished) {
        player.advance(1 / fps);
        shown += 1 / fps;
      }
      expect(sim.outcomeFrame).toBe(45);
      expect(sim.frames).toBe(60);
      // 60 frames are 1 s of replay: it ends within one drawn frame of it.
      expect(shown).toBeGreaterThanOrEqual(1 - 1e-9);
      expect(shown).toBeLessThan(1 + 1 / fps + 1e-9);
    }
  });

  it('fast-forward steps four frames of replay per frame of time', () => {
    const player = new ReplayPlayer([new FakeSim(1000)], { maxFrames: 2000 });
    expect(player.advance(0.5, 4)).toBe(120);
  });

  it('frees its simulations once, and is finished when freed', () => {
    const sim = new FakeSim(10);
    const player = new ReplayPlayer([sim], { maxFrames: 600 });
    player.free();
    player.free();
    expect(sim.freed).toBe(true);
    expect(player.finished).toBe(true);
    expect(player.advance(1)).toBe(0);
  });
});
