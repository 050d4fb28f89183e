// The bench's parts by name, apart from the bench itself: the dispatcher (commands.ts) checks --only and
// prints the usage without loading the bench and everything it measures.

/** The bench's parts, in the order it runs them; `--only` picks some. */
export const BENCH_PARTS = ['games', 'hints', 'autosave', 'replay', 'physics', 'lan', 'bundle', 'start', 'tables', 'frames', 'bay', 'phone', 'bots'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];
