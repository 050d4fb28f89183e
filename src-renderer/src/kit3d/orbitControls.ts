/**
 * How the orbit camera's controls (three's OrbitControls) take a mouse and a touch screen: the drag turns,
 * the wheel zooms and a right drag pans; one finger turns, two pinch to zoom and move together to pan
 * (issue #29: a phone's guest); a tap moves nothing, so it stays a choice on the scene (r3f's click). All
 * within the limits: OrbitControls keeps the distance and the angle, the orbit camera the point looked at.
 */
import { TOUCH } from 'three';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { OrbitLimits } from './orbit-limits';

export function setUpControls(controls: OrbitControls, limits: OrbitLimits): void {
  controls.minDistance = limits.minDistance;
  controls.maxDistance = limits.maxDistance;
  controls.minPolarAngle = limits.minPolar;
  controls.maxPolarAngle = limits.maxPolar;
  controls.zoomSpeed = 0.8;
  controls.rotateSpeed = 0.7;
  controls.touches = { ONE: TOUCH.ROTATE, TWO: TOUCH.DOLLY_PAN };
}
