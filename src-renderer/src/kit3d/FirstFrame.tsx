/**
 * Tells the page once the first frame with this element's scene in it has
 * been drawn (a scene renders on demand: it asks for that frame itself). A
 * table counts as up from then, whatever it still loads in the background.
 */
import { addAfterEffect, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';

export function FirstFrame({ onDrawn }: { onDrawn(): void }) {
  const latest = useRef(onDrawn);
  latest.current = onDrawn;
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    let done = false;
    const remove = addAfterEffect(() => {
      if (done) return;
      done = true;
      // After this frame's turn of the loop, not inside it.
      queueMicrotask(() => latest.current());
    });
    invalidate();
    return () => remove();
  }, [invalidate]);
  return null;
}
