/** The sandbox's Bench tab: the free bench, or training (sculpt, then measure and roll). */
import { useState } from 'react';
import { Bench } from './Bench';
import { Training } from './Training';

type Mode = 'free' | 'training';

export function BenchTab({ reducedMotion }: { reducedMotion: boolean }) {
  const [mode, setMode] = useState<Mode>('free');
  return (
    <div className="sb-bench-tab">
      <div className="sb-modes sb-segmented" role="radiogroup" aria-label="Bench mode">
        {(
          [
            ['free', 'Free bench'],
            ['training', 'Sculpt and measure'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={mode === value ? 'is-on' : ''}>
            <input type="radio" name="sb-bench-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {mode === 'free' ? <Bench reducedMotion={reducedMotion} /> : <Training reducedMotion={reducedMotion} />}
    </div>
  );
}
