/**
 * The bay's labels explained (tip-board.ts): the kit's tip (kit2d Tooltip's
 * look and tipPlacement) over the label a mouse hovers, a finger holds
 * (longPress.ts: 500 ms still; it stays until the next touch, and the click
 * its release brings picks nothing) or, while the keyboard is on the bay,
 * over the field its cursor is on. The canvas is one picture, so the labels
 * are found by where they show (label-tips.ts), not by DOM triggers. Nothing
 * here draws the bay: a tip's words are React state that changes only when
 * another label is pointed at, and its place follows the camera by a style
 * written straight to the tip.
 */
import { useFrame, useStore } from '@react-three/fiber';
import { type CSSProperties, type MouseEvent, type PointerEvent, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { LongPress, windowSchedule } from '../../../kit2d/longPress';
import { tipPlacement } from '../../../kit2d/Tooltip';
import { type ScreenRect, type TipLabel, labelRect } from './label-tips';
import type { TipBoard } from './tip-board';

/** Inside the canvas: tells the board where labels show with the camera as last drawn, and the keyboard's label; follows the camera. */
export function TipEye({ board, focus }: { board: TipBoard; focus: TipLabel | null }) {
  const store = useStore();
  useEffect(() => {
    board.see((label) => {
      const { camera, size, gl } = store.getState();
      const rect = labelRect(label, camera.matrixWorldInverse, camera.projectionMatrix, size);
      if (rect === null) return null;
      const box = gl.domElement.getBoundingClientRect();
      return { left: rect.left + box.left, right: rect.right + box.left, top: rect.top + box.top, bottom: rect.bottom + box.top };
    });
    return () => board.see(null);
  }, [board, store]);
  useEffect(() => board.focus(focus), [board, focus]);
  // Only on frames the bay draws anyway (on demand): a camera that moved moves the tip with its label.
  const seen = useRef('');
  useFrame(({ camera, size }) => {
    const now = `${camera.matrixWorld.elements.join()}|${camera.projectionMatrix.elements[0]}|${size.width}x${size.height}`;
    if (now === seen.current) return;
    seen.current = now;
    board.moved();
  });
  return null;
}

/** tipPlacement's style as a style written straight to the element (numbers are pixels). */
function place(element: HTMLElement, rect: ScreenRect | null): void {
  element.style.visibility = rect === null ? 'hidden' : '';
  if (rect === null) return;
  for (const [key, value] of Object.entries(tipPlacement(rect, window.innerWidth))) {
    element.style.setProperty(key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), typeof value === 'number' ? `${value}px` : String(value));
  }
}

/** The tip up, over the bay (a sibling of the canvas). */
export function BayTip({ board }: { board: TipBoard }) {
  const shown = useSyncExternalStore(board.subscribe, board.shown, board.shown);
  const tip = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (tip.current !== null) place(tip.current, board.rect());
  }, [board, shown]);
  useEffect(
    () =>
      board.onPlace((rect) => {
        if (tip.current !== null) place(tip.current, rect);
      }),
    [board],
  );
  // The keyboard's tip shows while the focus holds the bay (the table's stage), not once it went elsewhere.
  useEffect(() => {
    const check = () => {
      const active = document.activeElement;
      const bay = tip.current?.parentElement ?? null;
      board.keysOnBay(active !== null && bay !== null && active.contains(bay));
    };
    check();
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', check);
    return () => {
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', check);
    };
  }, [board]);
  // A tip a finger opened goes with the next touch, wherever it lands.
  const held = shown?.held === true;
  useEffect(() => {
    if (!held) return;
    const close = () => board.leave();
    document.addEventListener('pointerdown', close, true);
    return () => document.removeEventListener('pointerdown', close, true);
  }, [board, held]);
  const hidden: CSSProperties = { position: 'fixed', visibility: 'hidden' };
  return (
    <span ref={tip} role="tooltip" className="kit-tip-text insel-bay-tip" hidden={shown === null} style={hidden} data-testid="insel-bay-tip">
      {shown?.tip ?? ''}
    </span>
  );
}

/** The pointer over the bay: a mouse's hover, a finger's long press; a drag, a wheel or a touch takes the tip away. */
export function useTipPointer(board: TipBoard) {
  const start = useRef({ x: 0, y: 0 });
  const press = useMemo(() => new LongPress(() => board.hold(start.current.x, start.current.y), windowSchedule), [board]);
  useEffect(() => () => press.dispose(), [press]);
  return useMemo(() => {
    const onCanvas = (event: PointerEvent | MouseEvent) => event.target instanceof HTMLCanvasElement;
    return {
      onPointerMove: (event: PointerEvent) => {
        press.move(event.clientX, event.clientY);
        if (event.pointerType !== 'mouse') return;
        // A drag turns the camera: no tip while it does.
        if (event.buttons === 0 && onCanvas(event)) board.hover(event.clientX, event.clientY);
        else board.leave();
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') board.leave();
      },
      onPointerDown: (event: PointerEvent) => {
        board.leave();
        if (!onCanvas(event)) return;
        start.current = { x: event.clientX, y: event.clientY };
        press.down(event.pointerType, event.clientX, event.clientY);
      },
      onPointerUp: () => press.up(),
      onPointerCancel: () => press.up(),
      onWheel: () => board.leave(),
      onClickCapture: (event: MouseEvent) => {
        // The release of a long press is not a click: the field under the finger is not picked.
        if (!press.clickEndsPress()) return;
        event.preventDefault();
        event.stopPropagation();
      },
      onContextMenu: (event: MouseEvent) => {
        // The browser's own long-press menu would cover the tip.
        if (press.pressing()) event.preventDefault();
      },
    };
  }, [board, press]);
}
