/** The room around the track: the dark background, the lamp's light and the tabletop (the game's table and the sandbox's bench share it). */
export function Room() {
  return (
    <>
      <color attach="background" args={['#2b2118']} />
      <hemisphereLight args={['#fff8e1', '#3e2723', 0.9]} />
      <directionalLight position={[0.4, 1, 0.6]} intensity={1.6} />
      <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.0005, -0.1]}>
        <planeGeometry args={[1.6, 1.2]} />
        <meshStandardMaterial color="#4e342e" roughness={0.9} />
      </mesh>
    </>
  );
}
