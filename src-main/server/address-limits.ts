/**
 * Join codes per remote address on the LAN listener, so that one machine
 * cannot try codes one after the other by opening new connections: once an
 * address has sent its share of wrong codes, no code of it is checked at all
 * for a while (it is told how long to wait). The places an address may hold
 * are counted by FairShare (fair-share.ts).
 */

export interface AddressLimitsOptions {
  /** Wrong join codes one address may send before it is locked out. */
  wrongCodesPerAddress: number;
  /** How far back wrong codes count, and how long a lockout lasts. */
  wrongCodeWindowMs: number;
  now?: () => number;
}

export class AddressLimits {
  private readonly wrongCodes = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: AddressLimitsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Counts a wrong join code from the address; false once it has used up its tries (it is then locked out for a window). */
  wrongCode(address: string): boolean {
    const now = this.now();
    const since = now - this.options.wrongCodeWindowMs;
    const times = (this.wrongCodes.get(address) ?? []).filter((time) => time > since);
    times.push(now);
    if (times.length < this.options.wrongCodesPerAddress) {
      this.wrongCodes.set(address, times);
      return true;
    }
    this.wrongCodes.delete(address);
    this.lockedUntil.set(address, now + this.options.wrongCodeWindowMs);
    return false;
  }

  /** How long the address must still wait before a code of it is checked again; 0 when it need not. */
  lockedFor(address: string): number {
    const until = this.lockedUntil.get(address);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left > 0) return left;
    this.lockedUntil.delete(address);
    return 0;
  }
}
