import { type ReactNode, useId } from 'react';

/** What a field shows under itself when its value is refused: react-hook-form's field error, or a text. */
export type FieldErrorLike = { message?: string | undefined } | string | undefined | null;

export const errorMessage = (error: FieldErrorLike): string | undefined =>
  typeof error === 'string' ? error || undefined : error?.message || undefined;

/** The ids a control points at (`aria-describedby`): its hint and its error, when shown. */
export interface FieldIds {
  /** The control's own id, which the label names. */
  control: string;
  hint: string | undefined;
  error: string | undefined;
  describedBy: string | undefined;
  invalid: true | undefined;
}

/**
 * One field of a console form: its label, the control, a hint, and the error of its value in the operator's language
 * (from useContractForm) once they have left the field or submitted. The control gets the ids to name and describe
 * itself; the hint and the error stay out of its label, so its name is the label alone.
 */
export function FormField(props: {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorLike;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}) {
  const id = useId();
  const message = errorMessage(props.error);
  const hint = props.hint ? `${id}-hint` : undefined;
  const error = message ? `${id}-error` : undefined;
  const describedBy = [hint, error].filter(Boolean).join(' ') || undefined;
  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.children({ control: id, hint, error, describedBy, invalid: message ? true : undefined })}
      {props.hint && (
        <span id={hint} className="field__hint">
          {props.hint}
        </span>
      )}
      {message && (
        <span id={error} className="field__error" role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
