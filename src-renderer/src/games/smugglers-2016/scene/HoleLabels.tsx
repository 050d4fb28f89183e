/**
 * The hole sizes printed on the fence: each hole's diameter (the bare
 * number, as the game's fence has it) over it on the fence's face, and again
 * with its unit painted on the felt before the fence, where it reads from the
 * whole table's view (in the current language's words: it redraws when the
 * language changes). Each row is one texture on one flat mesh.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { labelTexture } from '../../../kit3d/labelTexture';
import { useTableGeometry } from './geometry';
import { fenceNumber, holeLabel } from './hole-labels';

/** Pixels per millimetre of the printed strips. */
const PX_PER_MM = 5;

export function HoleLabels() {
  // Inside the canvas, where nothing should suspend: until the game's words are loaded (the sandbox's bench
  // may draw the track first), the felt shows the bare numbers; the labels redraw in each new language.
  const { t, ready } = useTranslation('smugglers-2016', { useSuspense: false });
  const table = useTableGeometry();
  const { track, profile } = table;
  const width = track.halfWidth * 2;
  const fenceTop = profile.track.fenceHeightMm / 1000;
  const biggest = Math.max(...profile.holesMm) / 1000;
  // The face strip: between the top of the biggest hole and the fence's top.
  const faceHeight = Math.max(0.008, fenceTop - biggest - 0.003);
  const faceY = biggest + 0.0015 + faceHeight / 2;
  const floorDepth = 0.03;
  const [face, floor] = useMemo(() => {
    // Each text keeps within its lane (a little less than the lane's width).
    const room = (profile.track.laneWidthMm / 1000 / width) * 0.86;
    const texts = (name: (mm: number) => string, size: number) =>
      profile.holesMm.map((mm, i) => ({ text: name(mm), x: ((track.laneX[i] ?? 0) + track.halfWidth) / width, y: 0.54, size, maxWidth: room }));
    const px = (m: number) => Math.round(m * 1000 * PX_PER_MM);
    return [
      labelTexture(px(width), px(faceHeight), texts(fenceNumber, 0.86)),
      labelTexture(px(width), px(floorDepth), texts(ready ? (mm) => holeLabel(t, mm) : fenceNumber, 0.6), '#f3e3bf'),
    ];
  }, [profile, track, width, faceHeight, t, ready]);
  useEffect(
    () => () => {
      face.dispose();
      floor.dispose();
    },
    [face, floor],
  );
  return (
    <group>
      <mesh position={[0, faceY, track.fenceFrontZ + 0.0006]}>
        <planeGeometry args={[width, faceHeight]} />
        <meshStandardMaterial map={face} transparent roughness={0.8} depthWrite={false} />
      </mesh>
      <mesh position={[0, 0.0004, track.fenceFrontZ + 0.012 + floorDepth / 2]} rotation={[-Math.PI / 2, 0, 0]}>
        <planeGeometry args={[width, floorDepth]} />
        <meshStandardMaterial map={floor} transparent opacity={0.85} roughness={0.95} depthWrite={false} />
      </mesh>
    </group>
  );
}
