/**
 * The room around a table: the dark background, the lamp's light and the
 * tabletop (the game's table and the sandbox's bench share it). The defaults
 * are the smugglers' back room; another game may paint its own.
 *
 * Light, made for a machine where the CPU draws: one warm lamp casts soft
 * shadows (one small shadow map, 1024², its camera drawn tight around the
 * table, filtered with a few samples), a cool fill from the other side and a
 * sky/ground light cast none. No post-processing.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { BasicShadowMap, type DirectionalLight } from 'three';
import { woodTexture } from './textures';

export interface RoomProps {
  background?: string;
  tabletop?: string;
  /** The tabletop's width and depth, m. */
  size?: [number, number];
  /** Where the tabletop's centre lies, m (just below y = 0, where the games' floors are). */
  position?: [number, number, number];
  /** Half the width of the square the lamp's shadows cover, around the tabletop's centre, m. */
  shadowReach?: number;
}

/** The lamp's shadow map, texels a side: 1024 keeps a ball's shadow soft and the shadow pass cheap. */
export const SHADOW_MAP_SIZE = 1024;

/**
 * Asks for a new shadow map when a shadow caster has moved, come or gone: a
 * sum over the casters' world matrices, taken before the frame is drawn.
 */
function ShadowUpdates() {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const last = useRef(Number.NaN);
  useFrame(() => {
    scene.updateMatrixWorld();
    let sum = 0;
    let count = 0;
    scene.traverseVisible((object) => {
      if (!object.castShadow) return;
      const e = object.matrixWorld.elements;
      count++;
      sum += count * (e[0] + e[2] * 3 + e[5] * 5 + e[8] * 7 + e[10] * 11 + (e[12] as number) * 13 + (e[13] as number) * 17 + (e[14] as number) * 19);
    });
    if (sum !== last.current) {
      last.current = sum;
      gl.shadowMap.needsUpdate = true;
    }
  });
  return null;
}

export function Room({
  background = '#1e1712',
  tabletop = '#6b4a32',
  size = [1.6, 1.2],
  position = [0, -0.0005, -0.1],
  shadowReach = 0.55,
}: RoomProps) {
  const gl = useThree((state) => state.gl);
  const lamp = useRef<DirectionalLight>(null);
  // Before the first frame, so every material is built with shadows on.
  useLayoutEffect(() => {
    gl.shadowMap.enabled = true;
    gl.shadowMap.type = BasicShadowMap;
    // Drawn again only when something that casts a shadow has moved (ShadowUpdates): a rolling ball or a turning camera costs no shadow pass.
    gl.shadowMap.autoUpdate = false;
    gl.shadowMap.needsUpdate = true;
  }, [gl]);
  useLayoutEffect(() => {
    const light = lamp.current;
    if (light === null) return;
    light.target.position.set(position[0], 0, position[2]);
    light.target.updateMatrixWorld();
    const cam = light.shadow.camera;
    cam.left = -shadowReach;
    cam.right = shadowReach;
    cam.top = shadowReach;
    cam.bottom = -shadowReach;
    cam.near = 0.4;
    cam.far = 2.6;
    cam.updateProjectionMatrix();
  }, [position, shadowReach]);
  return (
    <>
      <color attach="background" args={[background]} />
      <ShadowUpdates />
      <hemisphereLight args={['#ffe9c7', '#2a1d14', 0.75]} />
      <directionalLight
        ref={lamp}
        position={[position[0] + 0.55, 1.3, position[2] + 0.75]}
        intensity={2.1}
        color="#ffd9a8"
        castShadow
        shadow-mapSize={[SHADOW_MAP_SIZE, SHADOW_MAP_SIZE]}
        shadow-radius={4}
        shadow-bias={-0.0004}
        shadow-normalBias={0.002}
      />
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={position} receiveShadow>
        <planeGeometry args={size} />
        {/* Lambert, not physically based: the tabletop fills most of the picture, and where the CPU draws every pixel counts. */}
        <meshLambertMaterial map={woodTexture(tabletop, [size[0] / 0.5, size[1] / 0.5])} />
      </mesh>
    </>
  );
}
