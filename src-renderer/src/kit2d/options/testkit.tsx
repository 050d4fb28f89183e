/**
 * For tests: a game's options form as one component, as the new-game screen
 * draws it once the game's options spec and UI are loaded.
 */
import type { GameOptionsSpec, OptionRow } from '../../../../shared/games/options';
import { OptionsForm, type OptionsFormLook, type OptionsFormProps } from './OptionsForm';

export function gameOptionsForm<O>(namespace: string, spec: GameOptionsSpec<O>, look: OptionsFormLook<O> = { className: '' }) {
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
