/**
 * For tests: a game's options form as one component, as the new-game screen
 * draws it once the game's options spec and UI are loaded.
 */
import type { OptionRow } from '../../../../shared/engine/options-form';
import { OptionsForm, type OptionsFormLook, type OptionsFormProps } from './OptionsForm';

/** `spec`: the game's options spec (shared/games/<id>/options.ts), of which the form needs its rows. */
export function gameOptionsForm<O>(namespace: string, spec: { form?: readonly OptionRow<O>[] }, look: OptionsFormLook<O> = { className: '' }) {
  return function GameOptionsForm({ options, seats, onChange }: OptionsFormProps<O>) {
    return (
      <OptionsForm
        namespace={namespace}
        // The game's rows name its options; the form reads them by name.
        rows={(spec.form ?? []) as readonly OptionRow<unknown>[]}
        look={look as OptionsFormLook<unknown>}
        options={options}
        seats={seats}
        onChange={(next) => onChange(next as O)}
      />
    );
  };
}
