/**
 * The lighthouse's beam: a shaft of light from the lamp over its sector and
 * the patch of water it lights (the sensor's own wedge), turned to where the
 * stage's beam points, flaring on a catch and dimming while the keeper
 * dozes, with a bright rim round the lit sector so that it reads as lit
 * across all three rings whatever the water's colour (software WebGL
 * included). Additive and unlit: three cheap draw calls.
 */
import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { AdditiveBlending, DoubleSide, type Group, MeshBasicMaterial } from 'three';
import type { BayShow } from './stage';
import { LIT_Y, beamShaftGeometry, litWaterGeometry, sectorWashGeometry } from './overlays';
import { LANTERN } from './layout';

const BEAM_COLOR = '#ffe6a0';
const SHAFT_OPACITY = 0.55;
const WATER_OPACITY = 0.5;
const RIM_OPACITY = 0.9;

function lightMaterial(opacity: number): MeshBasicMaterial {
  return new MeshBasicMaterial({
    color: BEAM_COLOR,
    vertexColors: true,
    transparent: true,
    opacity,
    blending: AdditiveBlending,
    depthWrite: false,
    side: DoubleSide,
    // Additive light needs no back-then-front drawing: one pass.
    forceSinglePass: true,
    fog: false,
  });
}

export function Beam({ director }: { director: BayShow }) {
  const group = useRef<Group>(null);
  const shaft = useMemo(() => beamShaftGeometry(LANTERN.y + LANTERN.height / 2), []);
  const water = useMemo(() => litWaterGeometry(), []);
  // Sector 0 points north, as the shaft and the lit water are built: the group turns all three.
  const rim = useMemo(() => sectorWashGeometry([{ sector: 0, fill: 0, rim: 1 }], 0.009, LIT_Y), []);
  const shaftMaterial = useMemo(() => lightMaterial(SHAFT_OPACITY), []);
  const waterMaterial = useMemo(() => lightMaterial(WATER_OPACITY), []);
  const rimMaterial = useMemo(() => lightMaterial(RIM_OPACITY), []);
  useEffect(
    () => () => {
      for (const d of [shaft, water, rim, shaftMaterial, waterMaterial, rimMaterial]) d.dispose();
    },
    [shaft, water, rim, shaftMaterial, waterMaterial, rimMaterial],
  );
  const drawn = useRef(-1);
  useFrame(() => {
    const g = group.current;
    if (g === null || drawn.current === director.version) return;
    drawn.current = director.version;
    g.rotation.y = -director.beamAngle;
    const flare = 1 + 0.9 * director.beamPulse;
    shaftMaterial.opacity = SHAFT_OPACITY * flare;
    waterMaterial.opacity = WATER_OPACITY * flare;
    rimMaterial.opacity = Math.min(1, RIM_OPACITY * flare);
  });
  return (
    <group ref={group}>
      <mesh geometry={shaft} material={shaftMaterial} renderOrder={5} />
      <mesh geometry={water} material={waterMaterial} renderOrder={2} />
      <mesh geometry={rim} material={rimMaterial} renderOrder={2} />
    </group>
  );
}
