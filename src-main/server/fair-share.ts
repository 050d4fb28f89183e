/**
 * Places shared by the LAN table's clients, held per remote address, so that
 * no one machine, nor a handful of them, can keep a newcomer out: each address
 * holds at most its share, and when every place is taken a newcomer takes the
 * place of the oldest client (of the lowest rank) of the address that holds
 * the most, as long as that address holds more than his own does. A client whose rank is
 * `KEPT` (a guest in his seat) is never pushed out.
 */

/** The rank of a client that is never pushed out. */
export const KEPT = Number.POSITIVE_INFINITY;

export interface FairShareOptions<T> {
  /** Places one address may hold. */
  perAddress: number;
  /** Places in all. */
  total: number;
  /** Which client goes first when one must make room: the lowest rank (KEPT: never). */
  rank: (client: T) => number;
  /** Makes a client give up its place (it is already counted out when this is called). */
  pushOut: (client: T) => void;
}

export class FairShare<T> {
  /** Each address's clients, oldest first (a Set keeps the order they came in). */
  private readonly held = new Map<string, Set<T>>();
  private count = 0;

  constructor(private readonly options: FairShareOptions<T>) {}

  /** Gives the client a place, pushing another out if need be; false (nothing counted) when there is none for it. */
  admit(address: string, client: T): boolean {
    const mine = this.held.get(address);
    if ((mine?.size ?? 0) >= this.options.perAddress) return false;
    if (this.count >= this.options.total && !this.makeRoom(mine?.size ?? 0)) return false;
    const clients = mine ?? new Set<T>();
    clients.add(client);
    this.held.set(address, clients);
    this.count++;
    return true;
  }

  /** The client gave up its place (closed, or moved on); nothing happens for one that holds none. */
  leave(address: string, client: T): void {
    const clients = this.held.get(address);
    if (!clients?.delete(client)) return;
    this.count--;
    if (clients.size === 0) this.held.delete(address);
  }

  has(address: string, client: T): boolean {
    return this.held.get(address)?.has(client) ?? false;
  }

  /** Places held now, by one address or in all. */
  size(address?: string): number {
    return address === undefined ? this.count : (this.held.get(address)?.size ?? 0);
  }

  private makeRoom(newcomerHolds: number): boolean {
    let biggest: [string, Set<T>] | null = null;
    for (const entry of this.held) if (!biggest || entry[1].size > biggest[1].size) biggest = entry;
    if (!biggest || biggest[1].size <= newcomerHolds) return false;
    let chosen: T | null = null;
    let lowest = KEPT;
    for (const client of biggest[1]) {
      const rank = this.options.rank(client);
      if (rank < lowest) [chosen, lowest] = [client, rank];
    }
    if (chosen === null) return false;
    this.leave(biggest[0], chosen);
    this.options.pushOut(chosen);
    return true;
  }
}
