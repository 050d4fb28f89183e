/**
 * Seeded random numbers for the engines and the bots.
 *
 * Games keep the generator's state inside their plain-JSON game state, so a game
 * replays exactly from its seed and its move log. The generator is sfc32 (Chris
 * Doty-Humphrey's "small fast counting" generator): four 32-bit words of state,
 * fast in V8 and good enough for shuffles, dice and Monte Carlo sampling.
 */

/** The four 32-bit words of an sfc32 generator, as stored in a game state. */
export type RngState = [number, number, number, number];

/** A 32-bit hash of a text (FNV-1a), for seeds typed as words. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** MurmurHash3's 32-bit finalizer: a bijection on 32-bit words in which every input bit flips about half the output bits. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A seed derived from a base seed and a few integers (a game number, a move
 * index, a seat). Used so that game G of a run, or a bot's decision at move M,
 * gets its own repeatable stream.
 *
 * The base seed is mixed first, then each part is added (times an odd
 * constant) and the sum mixed again, so that neighbouring base seeds give
 * unrelated families: runs with seeds 1, 2 and 3 share no game seed. (An
 * earlier version XORed the base seed with the first part, so that seeds s
 * and s ^ 1 played the same set of games.)
 *
 * Saves never depend on it: a save replays from its stored game seed and its
 * move log (the bots' choices are in the log), and no game's setup or rules
 * call it. So its mixer may change without changing any replay.
 */
export function deriveSeed(seed: number, ...parts: number[]): number {
  let h = fmix32((seed >>> 0) ^ 0x9e3779b9);
  for (const part of parts) h = fmix32(h + Math.imul((part >>> 0) + 1, 0x9e3779b9));
  return h;
}

export function rngStateFromSeed(seed: number): RngState {
  return Rng.fromSeed(seed).save();
}

/** The state a seeded generator starts from, the seed in its last word. */
const FROM_SEED: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0];

/** A seeded generator. Create it from a saved state, draw, then save() it back. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: Readonly<RngState>) {
    // Indexed, not destructured: a bot's decision makes a generator every move.
    this.a = state[0];
    this.b = state[1];
    this.c = state[2];
    this.d = state[3];
  }

  static fromSeed(seed: number): Rng {
    // A seed is a safe integer: its low 32 bits start the counter word and the bits above them (up to
    // 21) are mixed into the third word, so that the host's match seeds (53 bits, drawn at random)
    // cannot be found by trying every seed against what the table shows. A seed below 2^32 starts
    // exactly as it always did, so every seed and save of before still plays the same game.
    const high = seed > 0xffffffff ? Math.floor(seed / 0x1_0000_0000) : 0;
    // Warm up so that nearby seeds give unrelated streams: 15 draws of
    // nextUint32, done on local variables (a playout seeds a generator every
    // move, and the same steps on the object's fields take several times as
    // long). The words are the same modulo 2^32 as nextUint32's, and every
    // step ends in a 32-bit operation, so the generator is the same.
    let a = FROM_SEED[0];
    let b = FROM_SEED[1];
    let c = (FROM_SEED[2] ^ high) | 0;
    let d = seed | 0;
    for (let i = 0; i < 15; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
    }
    const rng = new Rng(FROM_SEED);
    rng.a = a;
    rng.b = b;
    rng.c = c;
    rng.d = d;
    return rng;
  }

  /** Goes on from a saved state, as new Rng(state) would: for a caller that draws from a stored generator at every move and can keep one object for it. */
  restore(state: Readonly<RngState>): this {
    this.a = state[0];
    this.b = state[1];
    this.c = state[2];
    this.d = state[3];
    return this;
  }

  save(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** One die of the given number of faces: 1..faces. */
  die(faces = 6): number {
    return this.int(faces) + 1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: no items to pick from');
    return items[this.int(items.length)] as T;
  }

  /** Shuffles a copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}
