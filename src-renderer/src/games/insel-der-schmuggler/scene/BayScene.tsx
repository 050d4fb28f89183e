/**
 * The 3D bay of Insel der Schmuggler (a lazily loaded chunk: three,
 * react-three-fiber; Rapier in a chunk of its own), built on the 3D kit: the
 * canvas drawn on demand, the orbit camera with its reset button, Rapier
 * loaded by <PausedPhysics> and never stepped by it. The stage (director.ts)
 * keeps its own Rapier world and steps it by hand, one fixed 1/60 s frame at
 * a time, only while a news plays: a still bay draws nothing. Until Rapier is
 * in, the bay is drawn at rest from the view (still-bay.ts).
 *
 * The table (one folder up) says what happened (news), what may be picked
 * (targets, cursor, selectedBoat) and the words to show; the bay draws it,
 * animates the news and reports clicks, its first frame and each news shown.
 * Over the water it also writes what a player needs to choose: the sectors'
 * numbers, where the beam may stop on the next roll (while he picks where his
 * boat ends), how many goods lie on each pile, and a catch until the caught
 * player rolls again (docs/rules/insel-der-schmuggler.md). Each of these
 * labels explains itself on hover and long press, and the field the
 * keyboard's cursor is on says what lies there (BayTips.tsx).
 */
import { useFrame, useStore, useThree } from '@react-three/fiber';
import { type CSSProperties, type MutableRefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Vector3 } from 'three';
import type { Seat } from '../../../../../shared/engine/contract';
import { FIELDS, type FieldId, type Island } from '../../../../../shared/games/insel-der-schmuggler/board';
import type { CameraPose } from '../../../kit3d/CameraRig';
import { OrbitCamera } from '../../../kit3d/OrbitCamera';
import { FirstFrame } from '../../../kit3d/FirstFrame';
import { PausedPhysics, TakeRapier, loadedRapier } from '../../../kit3d/physics';
import type { RapierApi } from '../../../../../shared/sim/rapier';
import { SceneCanvas } from '../../../kit3d/SceneCanvas';
import { useViewControl, viewControl } from '../../../kit3d/viewControl';
import { Beam } from './Beam';
import { fieldTip, thrownFrom } from './bay-tips';
import { BayTip, TipEye, useTipPointer } from './BayTips';
import { BeamReach } from './BeamReach';
import { Boats, RAISE } from './Boats';
import { type CatchMark, countNews, newCatchBook } from './catch-marks';
import { CatchFrames } from './CatchFrames';
import type { BaySceneProps } from './contract';
import { Crates } from './Crates';
import { BayDirector } from './director';
import { Fields } from './Fields';
import { BAY_FOV, BAY_LIMITS, bayShot } from './framing';
import type { ScreenRect, TipLabel } from './label-tips';
import { Land } from './Land';
import { modelOfView } from './model';
import { nearestTarget } from './near-tap';
import { PileBadges } from './PileBadges';
import { SectorNumbers } from './SectorNumbers';
import type { BayReadBack, BayShow } from './stage';
import { StillBay } from './still-bay';
import { TipBoard } from './tip-board';

/** The e2e's hook: set `__inselBayTest` before the page loads, read the bay back through `__inselBay()`. */
interface BayTestWindow {
  __inselBayTest?: unknown;
  __inselBay?: () => BayReadBack & { shown: string | null };
  /** Where a field's centre is on the canvas, in CSS pixels from its top left corner: the e2e clicks there. */
  __inselBayScreen?: (field: FieldId) => { x: number; y: number } | null;
  /** Every label that explains itself, where it shows in the window now, with its tip. */
  __inselBayTips?: () => { tip: string; rect: ScreenRect }[];
}

/** The stage fills the table's box; the reset button sits in its corner. */
const STAGE: CSSProperties = { position: 'relative', width: '100%', height: '100%' };
const CORNER: CSSProperties = { position: 'absolute', right: 10, bottom: 12, zIndex: 2 };
/** The keyboard's tip stands over its field's middle, as over a label this big (billboard units). */
const FOCUS_SIZE = 0.03;

function BayCamera({ reducedMotion }: { reducedMotion: boolean }) {
  const aspect = useThree((state) => (state.size.height > 0 ? state.size.width / state.size.height : 1.5));
  const camera = useThree((state) => state.camera);
  useEffect(() => {
    if ('fov' in camera && camera.fov !== BAY_FOV) {
      camera.fov = BAY_FOV;
      camera.updateProjectionMatrix();
    }
  }, [camera]);
  const pose = useMemo((): CameraPose => {
    const shot = bayShot(aspect);
    return { from: new Vector3(...shot.from), at: new Vector3(...shot.at) };
  }, [aspect]);
  return <OrbitCamera pose={pose} shot="bay" reducedMotion={reducedMotion} limits={BAY_LIMITS} />;
}

function ResetView({ label }: { label: string }) {
  const { held } = useViewControl();
  if (!held) return null;
  return (
    <button type="button" className="btn btn-small" style={CORNER} onClick={() => viewControl.reset()}>
      {label}
    </button>
  );
}

/** Steps the stage while a news plays (mounted first, so the pieces read this frame's poses), `speed` times real time. */
function Stepper({ director, playing, speed, onDone }: { director: BayShow; playing: MutableRefObject<string | null>; speed: MutableRefObject<number>; onDone(key: string): void }) {
  useFrame((state, delta) => {
    const key = playing.current;
    if (key === null) return;
    if (director.advance(delta, speed.current)) {
      // Drawn on demand: a news that plays asks for its next frame.
      state.invalidate();
      return;
    }
    playing.current = null;
    state.invalidate();
    onDone(key);
  });
  return null;
}

function Stage({ director, reported, tips, ...props }: BaySceneProps & { director: BayShow; reported: Set<string>; tips: TipBoard }) {
  const latest = useRef(props);
  latest.current = props;
  const invalidate = useThree((state) => state.invalidate);
  const gl = useThree((state) => state.gl);
  const three = useStore();
  /** The news playing now, and the last one seen (undefined until the bay first shows the view: that one is not played). */
  const playing = useRef<string | null>(null);
  const seen = useRef<string | null | undefined>(undefined);
  const shown = useRef<string | null>(null);
  const [hoveredField, setHoveredField] = useState<FieldId | null>(null);
  const [hoveredBoat, setHoveredBoat] = useState<Seat | null>(null);
  // The catches marked (catch-marks.ts): counted when a news comes, shown once the bay has shown it.
  const book = useMemo(() => props.memory?.get('insel-der-schmuggler:bay-catches', newCatchBook) ?? newCatchBook(), [props.memory]);
  const [marks, setMarks] = useState<readonly CatchMark[]>(() => book.marks);

  const done = (key: string) => {
    shown.current = key;
    setMarks(book.marks);
    // Once per news, even if the stage is built again (a new Rapier world) while the table still shows it.
    if (reported.has(key)) return;
    reported.add(key);
    latest.current.onShown(key);
  };

  const { view, news, reducedMotion } = props;
  // The table speed: others' news faster, or straight to its end ("skip to my turn") as with reduced motion.
  const speed = useRef(1);
  speed.current = props.pace?.speed ?? 1;
  const jump = reducedMotion || (props.pace?.skip ?? false);
  useEffect(() => {
    const final = modelOfView(view);
    const key = news?.key ?? null;
    if (news !== null) countNews(book, news.key, news.events);
    if (seen.current === undefined) {
      // The bay opens on the view as it is: what led there happened before it was shown.
      seen.current = key;
      director.snapTo(final);
      if (key !== null) done(key);
    } else if (news !== null && key !== seen.current) {
      seen.current = key;
      const before = playing.current;
      if (before !== null) {
        // The next news came before this one ended: it ends now.
        playing.current = null;
        director.finishAll();
        done(before);
      }
      const watch = director.play(news.events, final);
      if (!watch || jump) {
        director.finishAll();
        done(news.key);
      } else {
        playing.current = news.key;
      }
    } else {
      director.retarget(final);
    }
    invalidate();
    // `done` reads the latest props through a ref.
  }, [director, view, news, book]);

  useEffect(() => {
    // Reduced motion (or "skip to my turn") switched on while a news plays: it ends now.
    const key = playing.current;
    if (!jump || key === null) return;
    playing.current = null;
    director.finishAll();
    done(key);
    invalidate();
  }, [jump, director]);

  useEffect(
    () => () => {
      // Gone while a news played: the table must not wait for it.
      const key = playing.current;
      playing.current = null;
      if (key !== null && !reported.has(key)) {
        reported.add(key);
        latest.current.onShown(key);
      }
    },
    [director, reported],
  );

  useEffect(() => {
    const w = window as unknown as BayTestWindow;
    if (!w.__inselBayTest) return;
    const read = () => ({ ...director.readBack(), settled: playing.current === null && !director.busy, shown: shown.current });
    const screen = (field: FieldId) => {
      const place = FIELDS[field];
      if (place === undefined) return null;
      const { camera: eye, size } = three.getState();
      const point = new Vector3(...place.position).project(eye);
      return { x: ((point.x + 1) / 2) * size.width, y: ((1 - point.y) / 2) * size.height };
    };
    const placed = () => tips.placed();
    w.__inselBay = read;
    w.__inselBayScreen = screen;
    w.__inselBayTips = placed;
    return () => {
      if (w.__inselBay === read) delete w.__inselBay;
      if (w.__inselBayScreen === screen) delete w.__inselBayScreen;
      if (w.__inselBayTips === placed) delete w.__inselBayTips;
    };
  }, [director, three, tips]);

  // A finger's tap that hit no lit field and no boat picks the lit field nearest it (near-tap.ts): a field is a few pixels across on a phone.
  const picked = useRef(false);
  useEffect(() => {
    const canvas = gl.domElement;
    const down = () => {
      picked.current = false;
    };
    let timer = 0;
    const click = (event: MouseEvent) => {
      const finger = 'pointerType' in event && (event.pointerType === 'touch' || event.pointerType === 'pen');
      if (!finger) return;
      const box = canvas.getBoundingClientRect();
      const tap = { x: event.clientX - box.left, y: event.clientY - box.top };
      // After the bay's own click handlers (the same event, wherever they listen): a tap they took is theirs.
      timer = window.setTimeout(() => {
        if (picked.current) return;
        const { targets, onPick } = latest.current;
        const { camera: eye, size } = three.getState();
        const points = targets.map(({ field }) => {
          const place = FIELDS[field];
          if (place === undefined) return { field, at: null };
          const point = new Vector3(...place.position).project(eye);
          return { field, at: point.z > 1 ? null : { x: ((point.x + 1) / 2) * size.width, y: ((1 - point.y) / 2) * size.height } };
        });
        const field = nearestTarget(points, tap);
        if (field !== null) onPick(field);
      }, 0);
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('click', click);
    return () => {
      window.clearTimeout(timer);
      canvas.removeEventListener('pointerdown', down);
      canvas.removeEventListener('click', click);
    };
  }, [gl, three]);

  useEffect(() => {
    gl.domElement.style.cursor = hoveredField !== null || hoveredBoat !== null ? 'pointer' : '';
    invalidate();
  }, [gl, hoveredField, hoveredBoat, invalidate]);
  useEffect(() => () => void (gl.domElement.style.cursor = ''), [gl]);

  const onBoatClick = (seat: Seat) => {
    picked.current = true;
    const { view: v, targets, onPick, onPickBoat } = latest.current;
    const at = v.boats.find((b) => b.seat === seat)?.at ?? null;
    // A boat standing on a target is a click on that field (push, swap, stay); otherwise the boat itself.
    if (at !== null && targets.some((t) => t.field === at)) onPick(at);
    else onPickBoat(seat);
  };

  const caught = useMemo(() => new Set(marks.map((mark) => mark.seat)), [marks]);
  const caughtFields = useMemo(() => new Set(marks.flatMap((mark) => mark.thrown)), [marks]);
  const framed = [...caughtFields].filter((field) => view.overboard.some((pile) => pile.field === field && pile.count > 0)).sort((a, b) => a - b);
  // While the player chooses where his boat ends its move (a push's field too): where the next roll may turn the beam.
  const choosing = view.phase === 'sail' && props.selectedBoat !== null;
  const { words, cursor } = props;
  const thrownName = (field: FieldId) => {
    const seat = thrownFrom(marks, field);
    return seat === null ? null : (words.names[seat] ?? '');
  };
  const boatTip = (seat: Seat) => words.tips.boat(words.names[seat] ?? '', (view.boats[seat]?.cargo ?? null) !== null, caught.has(seat));
  // The keyboard's tip: the field the cursor is on, and what lies there.
  const focusTip = cursor === null ? null : fieldTip(words.tips, view, cursor, { names: words.names, marks, choosing });
  const focusAt = cursor === null ? null : (FIELDS[cursor]?.position ?? null);
  const focus = useMemo(
    (): TipLabel | null => (focusTip === null || focusAt === null ? null : { anchor: focusAt, width: FOCUS_SIZE, height: FOCUS_SIZE, centred: true, tip: focusTip, order: 0 }),
    [focusTip, focusAt],
  );

  return (
    <>
      <Stepper director={director} playing={playing} speed={speed} onDone={done} />
      <Beam director={director} />
      <SectorNumbers director={director} tips={tips} tipOf={words.tips.sector} />
      {choosing && <BeamReach beam={view.beam} words={words} tips={tips} tipOf={words.tips.reach} />}
      <CatchFrames fields={framed} />
      <PileBadges director={director} caughtFields={caughtFields} tips={tips} tipOf={(field, count) => words.tips.pile(count, thrownName(field))} />
      <Fields
        director={director}
        targets={props.targets}
        cursor={props.cursor}
        hovered={hoveredField}
        onHover={setHoveredField}
        onPick={(field) => {
          picked.current = true;
          latest.current.onPick(field);
        }}
      />
      <Boats
        director={director}
        names={props.words.names}
        caught={caught}
        caughtTag={props.words.caughtTag}
        selectedBoat={props.selectedBoat}
        hovered={hoveredBoat}
        onHover={setHoveredBoat}
        onClick={onBoatClick}
        tips={tips}
        tipOf={boatTip}
      />
      <Crates director={director} raised={props.selectedBoat} raise={RAISE} />
      <TipEye board={tips} focus={focus} />
      <FirstFrame onDrawn={props.onReady} />
    </>
  );
}

/**
 * The stage: the director's, on the Rapier module <PausedPhysics> loaded (made in an effect: React may
 * mount twice, each mount its own world); until Rapier is in, the bay at rest (still-bay.ts), so that a
 * phone's slow link does not hold the bay back by Rapier's seconds. A bay opened once Rapier is loaded
 * (an earlier scene's) waits only for the director's effect, as ever.
 */
function Bay(props: BaySceneProps & { tips: TipBoard }) {
  const latest = useRef(props);
  latest.current = props;
  const [R, setR] = useState<RapierApi | null>(loadedRapier);
  const [still] = useState(() => (R === null ? new StillBay(modelOfView(props.view)) : null));
  const [director, setDirector] = useState<BayDirector | null>(null);
  const reported = useMemo(() => new Set<string>(), []);
  useEffect(() => {
    if (R === null) return;
    const made = new BayDirector(R, modelOfView(latest.current.view));
    setDirector(made);
    return () => {
      setDirector(null);
      made.free();
    };
  }, [R]);
  const stage = director ?? still;
  return (
    <>
      <PausedPhysics>
        <TakeRapier onLoaded={setR} />
      </PausedPhysics>
      {stage !== null && <Stage key={stage.id} director={stage} reported={reported} {...props} />}
    </>
  );
}

export default function BayScene(props: BaySceneProps) {
  const tips = useMemo(() => new TipBoard(), []);
  const pointer = useTipPointer(tips);
  const { words, view } = props;
  const islandTip = (island: Island) => words.tips.island(island, view.islands[island] ?? 0);
  return (
    <div className="insel-bay" style={STAGE} {...pointer}>
      <SceneCanvas className="insel-bay-canvas" label={words.canvasLabel} camera={{ position: [0, 1.9, 1.7], near: 0.02, far: 16 }}>
        <Land islandNames={words.islands} tips={tips} islandTip={islandTip} />
        <BayCamera reducedMotion={props.reducedMotion} />
        <Bay {...props} tips={tips} />
      </SceneCanvas>
      <ResetView label={words.resetView} />
      <BayTip board={tips} />
    </div>
  );
}
