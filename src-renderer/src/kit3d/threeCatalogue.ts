/**
 * The three.js classes a scene may write as JSX (`<mesh>`, `<boxGeometry>`…): react-three-fiber's catalogue.
 *
 * Its `<Canvas>` registers `import * as THREE from 'three'`, which keeps every class of three in the bundle
 * (the whole namespace is used as an object, so nothing can be shaken out): 383 KB of three's core, 100 KB
 * as gzipped, where with these alone it is 240 KB (64 KB). On a phone's 1.6 Mbps link that is a fifth of a
 * second before a 3D table (issue #29). The renderer's build hands this module to react-three-fiber in
 * three's place (electron.vite.config.ts, `threeCatalogue`), so the Canvas registers these alone.
 *
 * A scene that writes an element not listed here fails with react-three-fiber's own error ("… is not part
 * of the THREE namespace"): add its class. `threeCatalogue.test.ts` reads every scene's JSX for the
 * elements it writes and checks they are here; @react-three/rapier's own (its debug lines) are listed too.
 */
export {
  BoxGeometry,
  BufferGeometry,
  CapsuleGeometry,
  Color,
  CylinderGeometry,
  DirectionalLight,
  Fog,
  Group,
  HemisphereLight,
  IcosahedronGeometry,
  InstancedMesh,
  Line,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  RingGeometry,
  SphereGeometry,
  Sprite,
  SpriteMaterial,
  TorusGeometry,
} from 'three';
