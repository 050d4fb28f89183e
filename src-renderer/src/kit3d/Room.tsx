/**
 * The room around a table: the dark background, the lamp's light and the
 * tabletop (the game's table and the sandbox's bench share it). The defaults
 * are the smugglers' back room; another game may paint its own.
 */
export interface RoomProps {
  background?: string;
  tabletop?: string;
  /** The tabletop's width and depth, m. */
  size?: [number, number];
  /** Where the tabletop's centre lies, m (just below y = 0, where the games' floors are). */
  position?: [number, number, number];
}

export function Room({ background = '#2b2118', tabletop = '#4e342e', size = [1.6, 1.2], position = [0, -0.0005, -0.1] }: RoomProps) {
  return (
    <>
      <color attach="background" args={[background]} />
      <hemisphereLight args={['#fff8e1', '#3e2723', 0.9]} />
      <directionalLight position={[0.4, 1, 0.6]} intensity={1.6} />
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={position}>
        <planeGeometry args={size} />
        <meshStandardMaterial color={tabletop} roughness={0.9} />
      </mesh>
    </>
  );
}
