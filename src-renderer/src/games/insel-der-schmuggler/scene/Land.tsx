/**
 * What never moves: the sky, the light, the water with the fields' fine
 * lines, the land (one merged mesh: shore, islands, lighthouse, reefs), the
 * lamp room's glass and the islands' names. The sun casts the one shadow map
 * of the bay, drawn once: nothing that moves casts a shadow, so a turning
 * camera or a sailing boat never redraws it.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BackSide, BasicShadowMap, BufferAttribute, BufferGeometry, type DirectionalLight } from 'three';
import { ISLAND_IDS, islandSector, sectorAngle } from '../../../../../shared/games/insel-der-schmuggler/board';
import { billboardMaterial, drawAtlas } from './labels';
import { gridLines, labelGeometry } from './overlays';
import { ISLAND_CENTRE_RADIUS, LANTERN, scenePoint } from './layout';
import { WATER_RADIUS, sceneryGeometry, skyGeometry, waterColour, waterGeometry } from './scenery';
import { waterTexture } from './surfaces';

/** The sun's shadow map: one, small, covering the bay and its islands. */
const SHADOW_MAP_SIZE = 1024;
const SHADOW_REACH = 1.25;

function Sun() {
  const gl = useThree((state) => state.gl);
  const sun = useRef<DirectionalLight>(null);
  // Before the first frame, so every material is built with shadows on; drawn once, the casters never move.
  useLayoutEffect(() => {
    gl.shadowMap.enabled = true;
    gl.shadowMap.type = BasicShadowMap;
    gl.shadowMap.autoUpdate = false;
    gl.shadowMap.needsUpdate = true;
  }, [gl]);
  useLayoutEffect(() => {
    const light = sun.current;
    if (light === null) return;
    const cam = light.shadow.camera;
    cam.left = -SHADOW_REACH;
    cam.right = SHADOW_REACH;
    cam.top = SHADOW_REACH;
    cam.bottom = -SHADOW_REACH;
    cam.near = 0.5;
    cam.far = 6;
    cam.updateProjectionMatrix();
    gl.shadowMap.needsUpdate = true;
  }, [gl]);
  return (
    <>
      <hemisphereLight args={['#dde9f5', '#5d5438', 1.25]} />
      <directionalLight
        ref={sun}
        position={[-1.7, 2.3, 1.3]}
        intensity={2.0}
        color="#ffe4c0"
        castShadow
        shadow-mapSize={[SHADOW_MAP_SIZE, SHADOW_MAP_SIZE]}
        shadow-bias={-0.0006}
        shadow-normalBias={0.003}
      />
    </>
  );
}

function IslandNames({ names }: { names: readonly string[] }) {
  const atlas = useMemo(() => drawAtlas(ISLAND_IDS.map((island) => ({ text: names[island] ?? '', fill: 'rgba(22, 30, 38, 0.72)', ink: '#fbf1d8' }))), [names]);
  const geometry = useMemo(
    () =>
      labelGeometry(
        ISLAND_IDS.map((island, i) => {
          const [x, z] = scenePoint(ISLAND_CENTRE_RADIUS + 0.02, sectorAngle(islandSector(island)));
          const entry = atlas.entries[i] ?? { uv: [0, 0, 0, 0] as const, aspect: 1 };
          const height = 0.028;
          return { anchor: [x, 0.14, z] as const, width: height * entry.aspect, height, uv: entry.uv };
        }),
      ),
    [atlas],
  );
  const material = useMemo(() => billboardMaterial(atlas.texture), [atlas]);
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
      atlas.texture.dispose();
    },
    [geometry, material, atlas],
  );
  return <mesh geometry={geometry} material={material} frustumCulled={false} renderOrder={20} />;
}

export function Land({ islandNames }: { islandNames: readonly string[] }) {
  const scenery = useMemo(() => sceneryGeometry(), []);
  const water = useMemo(() => waterGeometry(), []);
  const sky = useMemo(() => skyGeometry(), []);
  const lines = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(gridLines(), 3));
    return g;
  }, []);
  useEffect(
    () => () => {
      for (const g of [scenery, water, sky, lines]) g.dispose();
    },
    [scenery, water, sky, lines],
  );
  return (
    <>
      <color attach="background" args={['#a9c8e0']} />
      <fog attach="fog" args={['#c9d6da', 3.2, 9]} />
      <Sun />
      {/* The sky after the land and water: the depth test skips every pixel they cover. */}
      <mesh geometry={sky} renderOrder={1}>
        <meshBasicMaterial vertexColors side={BackSide} fog={false} depthWrite={false} />
      </mesh>
      {/* Lambert, not physically based: water and land fill the picture, and where the CPU draws every pixel counts. */}
      <mesh geometry={water} receiveShadow>
        <meshLambertMaterial map={waterTexture(WATER_RADIUS, waterColour)} />
      </mesh>
      <lineSegments geometry={lines} renderOrder={1}>
        <lineBasicMaterial color="#eaf7fa" transparent opacity={0.3} depthWrite={false} />
      </lineSegments>
      <mesh geometry={scenery} castShadow receiveShadow>
        <meshLambertMaterial vertexColors />
      </mesh>
      <mesh position={[0, LANTERN.y + LANTERN.height / 2, 0]}>
        <cylinderGeometry args={[LANTERN.radius * 0.92, LANTERN.radius * 0.92, LANTERN.height, 12]} />
        <meshBasicMaterial color="#fff3c0" />
      </mesh>
      <IslandNames names={islandNames} />
    </>
  );
}
