// The sweep's usage, apart from the sweep (physics, workers): the dispatcher (commands.ts) prints it
// without loading them.

export const SWEEP_USAGE = `  smugglers sweep [--holes 1,4,7] [--sizes FROM:TO:STEP] [--roundness R[,R2]] [--trials N] [--seed S]
                  [--profile NAME|FILE.json] [--data-dir DIR] [--workers N] --out results.csv
      Pass rates of spheres against holes (1..7, default all), sizes in mm (default 6 mm below the smallest
      hole to 4 mm above the largest, every 0.5), roundness 0..1 (default 1), N trials per size (default 20),
      seed (default 1), a saved profile's name or a profile JSON file (default Standard).
`;
