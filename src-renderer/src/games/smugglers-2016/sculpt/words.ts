/**
 * What the sculpting station says, worded from the 'smugglers-2016'
 * catalogue: the note under the hands, the sand left, the line under the
 * title. Pure (the words come in as `t`), tested beside.
 */
import type { Words } from '../text';
import type { PressureLevel } from './gestures';

/** What the station tells the player under his hands: a key of the catalogue's `sculpt.message` words. */
export type MessageKey =
  | 'reroundSamePutty'
  | 'turning'
  | 'runOut'
  | 'hostCounted'
  | 'hurried'
  | 'stringy'
  | 'pulledMore'
  | 'pulledPortion'
  | 'addedPinch'
  | 'returnedPinch'
  | 'nothingToRoll'
  | 'keyPressure';

/** The message shown, kept as words to say (not said yet): it speaks the language of the moment. */
export interface StationMessage {
  key: MessageKey;
  /** The keyboard's pressure, for 'keyPressure'. */
  pressure?: PressureLevel;
}

export function messageText(t: Words, message: StationMessage | null): string {
  if (message === null) return '';
  if (message.key === 'keyPressure') return t('sculpt.message.keyPressure', { pressure: t(`sculpt.pressureLevel.${message.pressure ?? 'medium'}`) });
  return t(`sculpt.message.${message.key}`);
}

/** The hourglass for a screen reader: being turned, the whole seconds of sand left, or run out. */
export function sandText(t: Words, turning: boolean, timeLeftMs: number): string {
  if (turning) return t('sculpt.turning');
  return timeLeftMs > 0 ? t('sculpt.sandLeft', { count: Math.ceil(timeLeftMs / 1000) }) : t('sculpt.sandOut');
}

/** The line under the station's title: what this ball must do. */
export function stationHint(t: Words, mode: 'sculpt' | 'reround', holeKnown: boolean): string {
  if (mode === 'reround') return t('sculpt.hintReround');
  return holeKnown ? t('sculpt.hintHole') : t('sculpt.hintRed');
}
