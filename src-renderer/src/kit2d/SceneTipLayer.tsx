/**
 * Tips on a 3D table (kit3d sceneTips.ts): the page's half. One trigger per
 * explained thing, laid over the canvas where the thing shows (kit3d
 * SceneTipAnchors places them), each the kit's Tooltip (hover, keyboard
 * focus, long press). The triggers are one tab stop: the arrows go from one
 * to the next.
 */
import { type FocusEvent, type KeyboardEvent, type RefObject, useState } from 'react';
import { type SceneTip, tipAfterKey } from '../kit3d/sceneTips';
import { Tooltip } from './Tooltip';
import './SceneTipLayer.css';

export interface SceneTipLayerProps {
  tips: readonly SceneTip[];
  /** The group's name for screen readers ("What is on the table"). */
  label: string;
  layer: RefObject<HTMLDivElement | null>;
}

/** Over the canvas (its parent positioned, the canvas filling it): the triggers, one tab stop, the arrows from one to the next. */
export function SceneTipLayer({ tips, label, layer }: SceneTipLayerProps) {
  // The tip the focus is on while it is in the layer; once it leaves, Tab comes back to the first.
  const [focused, setFocused] = useState<string | null>(null);
  const stop = tips.some((tip) => tip.id === focused) ? focused : (tips[0]?.id ?? null);
  const indexOf = (target: EventTarget) => (target instanceof HTMLElement ? tips.findIndex((tip) => tip.id === target.dataset.sceneTip) : -1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = indexOf(event.target);
    const to = from < 0 ? null : tipAfterKey(from, tips.length, event.key);
    const next = to === null ? undefined : tips[to];
    if (next === undefined) return;
    // Not the page's scrolling, nor a table's shortcut.
    event.preventDefault();
    setFocused(next.id);
    layer.current?.querySelector<HTMLElement>(`[data-scene-tip="${CSS.escape(next.id)}"]`)?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = indexOf(event.target);
    if (index >= 0) setFocused(tips[index]?.id ?? null);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node && layer.current?.contains(event.relatedTarget))) setFocused(null);
  };
  return (
    <div ref={layer} className="kit3d-tips" role="group" aria-label={label} onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur}>
      {tips.map((tip) => (
        <Tooltip key={tip.id} className="kit3d-tip" role="img" tip={tip.tip} data-scene-tip={tip.id} tabIndex={tip.id === stop ? 0 : -1} />
      ))}
    </div>
  );
}
