/**
 * Limits per remote address on the LAN listener, so that one machine cannot
 * take every guest slot or try join codes one after the other by opening new
 * connections.
 */

export interface AddressLimitsOptions {
  /** Connections one address may hold at once. */
  connectionsPerAddress: number;
  /** Wrong join codes one address may send within `wrongCodeWindowMs`. */
  wrongCodesPerAddress: number;
  wrongCodeWindowMs: number;
  now?: () => number;
}

export class AddressLimits {
  private readonly open = new Map<string, number>();
  private readonly wrongCodes = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly options: AddressLimitsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Counts a new connection from the address; false (and nothing counted) when it already holds its share. */
  admit(address: string): boolean {
    const held = this.open.get(address) ?? 0;
    if (held >= this.options.connectionsPerAddress) return false;
    this.open.set(address, held + 1);
    return true;
  }

  /** A connection from the address closed. */
  leave(address: string): void {
    const held = (this.open.get(address) ?? 0) - 1;
    if (held > 0) this.open.set(address, held);
    else this.open.delete(address);
  }

  /** Counts a wrong join code from the address; false once it has used up its tries for now. */
  wrongCode(address: string): boolean {
    const since = this.now() - this.options.wrongCodeWindowMs;
    const times = (this.wrongCodes.get(address) ?? []).filter((time) => time > since);
    times.push(this.now());
    this.wrongCodes.set(address, times);
    return times.length < this.options.wrongCodesPerAddress;
  }

  /** Connections held now, over all addresses. */
  connections(): number {
    let total = 0;
    for (const held of this.open.values()) total += held;
    return total;
  }
}
