/**
 * What never moves: the sky, the light, the water with the fields' fine
 * lines, the land (one merged mesh: shore, islands, lighthouse, reefs), the
 * lamp room's glass and the islands' names (each explains its island on
 * hover). The sun casts the one shadow map of the bay, drawn once: nothing
 * that moves casts a shadow, so a turning camera or a sailing boat never
 * redraws it. The water is drawn unlit: its
 * light, the land's shadows on it and the fields' lines are baked into its
 * map (sunlight.ts, surfaces.ts), made once a page (still-land.ts): first
 * coarse, then fine in the page's idle time, taken here when it comes.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { BackSide } from 'three';
import { ISLAND_IDS, type Island, islandSector, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import { ISLAND_CENTRE_RADIUS, LANTERN, scenePoint } from './layout';
import { onStillLandChange, refineStillLand, stillLand } from './still-land';
import { SKY_LIGHT, SUN_LIGHT } from './sunlight';
import type { TipBoard } from './tip-board';
import { useLabelSprites } from './useLabelSprites';

/**
 * The sky's light and the sun, for what moves (boats, crates: Lambert). The
 * land and the water do not take them: their light and the land's shadows
 * are baked in once (sunlight.ts), so the bay needs no shadow map at all.
 */
function Sun() {
  return (
    <>
      <hemisphereLight args={[SKY_LIGHT.sky, SKY_LIGHT.ground, SKY_LIGHT.intensity]} />
      <directionalLight position={[...SUN_LIGHT.position]} intensity={SUN_LIGHT.intensity} color={SUN_LIGHT.colour} />
    </>
  );
}

/** Over the water's marks, under the boats' name tags. */
export const ISLAND_NAME_ORDER = 20;

export interface IslandNamesProps {
  names: readonly string[];
  tips: TipBoard;
  /** An island's tip. */
  tipOf(island: Island): string;
}

function IslandNames({ names, tips, tipOf }: IslandNamesProps) {
  const labels = useMemo(
    () =>
      ISLAND_IDS.map((island) => {
        const [x, z] = scenePoint(ISLAND_CENTRE_RADIUS + 0.02, sectorAngle(islandSector(island)));
        return { text: names[island] ?? '', fill: 'rgba(22, 30, 38, 0.72)', ink: '#fbf1d8', anchor: [x, 0.14, z] as const, height: 0.028 };
      }),
    [names],
  );
  const sprites = useLabelSprites(labels, {}, { board: tips, order: ISLAND_NAME_ORDER, tipOf: (i) => (ISLAND_IDS[i] === undefined ? null : tipOf(ISLAND_IDS[i])) });
  return <mesh geometry={sprites.geometry} material={sprites.material} frustumCulled={false} renderOrder={ISLAND_NAME_ORDER} />;
}

export function Land({ islandNames, tips, islandTip }: { islandNames: readonly string[]; tips: TipBoard; islandTip(island: Island): string }) {
  const { land: scenery, water, sky, waterMap, fine } = useSyncExternalStore(onStillLandChange, stillLand);
  // Leaving the table frees their copies on the GPU; a next bay uploads them again.
  useEffect(
    () => () => {
      for (const g of [scenery, water, sky]) g.dispose();
    },
    [scenery, water, sky],
  );
  // The first pass is drawn: the fine one may be made now, in the page's idle time. The canvas says which
  // pass its last frame drew (data-land: the tests read it).
  const refining = useRef(false);
  const canvas = useThree((state) => state.gl.domElement);
  useFrame(() => {
    canvas.dataset.land = fine ? 'fine' : 'first';
    if (fine || refining.current) return;
    refining.current = true;
    refineStillLand();
  });
  // The fine pass came (the land's colours changed in place, the water has a new map): draw it, and free the
  // first pass's map, which no bay takes again.
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (fine) invalidate();
    return () => {
      if (stillLand().waterMap !== waterMap) waterMap.dispose();
    };
  }, [fine, waterMap, invalidate]);
  return (
    <>
      <color attach="background" args={['#a9c8e0']} />
      <fog attach="fog" args={['#c9d6da', 3.2, 9]} />
      <Sun />
      {/* The sky after the land and water: the depth test skips every pixel they cover. */}
      <mesh geometry={sky} renderOrder={1}>
        <meshBasicMaterial vertexColors side={BackSide} fog={false} depthWrite={false} />
      </mesh>
      {/* Unlit: its light, shadows and lines are in its map. It fills much of the picture, and where the CPU draws every pixel counts. */}
      <mesh geometry={water}>
        <meshBasicMaterial map={waterMap} />
      </mesh>
      {/* Unlit too: its light and shadows are in its vertex colours. */}
      <mesh geometry={scenery}>
        <meshBasicMaterial vertexColors />
      </mesh>
      <mesh position={[0, LANTERN.y + LANTERN.height / 2, 0]}>
        <cylinderGeometry args={[LANTERN.radius * 0.92, LANTERN.radius * 0.92, LANTERN.height, 12]} />
        <meshBasicMaterial color="#fff3c0" />
      </mesh>
      <IslandNames names={islandNames} tips={tips} tipOf={islandTip} />
    </>
  );
}
