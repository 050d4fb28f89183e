/**
 * The frame of a labelled row of the options form: the label above its
 * control and a short hint under it, which the control names as its
 * description.
 */
import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  hintId: string;
  label: string;
  hint: string | null;
  children: ReactNode;
}

export function Field({ id, hintId, label, hint, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint !== null && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
    </div>
  );
}
