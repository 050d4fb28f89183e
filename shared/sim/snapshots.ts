/**
 * Static worlds kept as Rapier snapshots: a game builds the static part of a
 * world (a track, a bay) once per key and every simulation restores the same
 * bytes, which is cheaper than building it again and makes every run start
 * from the same state, whatever ran before.
 */
import type { RapierApi, RapierWorld } from './rapier.js';

export class WorldSnapshots {
  private readonly bytes = new Map<string, Uint8Array>();

  /** @param kept at most this many snapshots are kept (all are dropped when full). */
  constructor(private readonly kept = 64) {}

  /**
   * A fresh world restored from the snapshot of `key`, built (and snapshotted,
   * then freed) by `build` the first time. The caller frees the world.
   */
  restore(R: RapierApi, key: string, build: () => RapierWorld): RapierWorld {
    let bytes = this.bytes.get(key);
    if (!bytes) {
      const built = build();
      bytes = built.takeSnapshot();
      built.free();
      if (this.bytes.size >= this.kept) this.bytes.clear();
      this.bytes.set(key, bytes);
    }
    const world = R.World.restoreSnapshot(bytes);
    if (!world) throw new Error('WorldSnapshots: could not restore a world');
    return world;
  }
}
