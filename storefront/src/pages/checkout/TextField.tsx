import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The message of a visible error (already translated). */
  error?: string;
  hint?: string;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Phone numbers and emails read left to right even on a Hebrew page. */
  ltr?: boolean;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'required'>;
}

/**
 * A labelled field whose error is tied to it (aria-describedby, aria-invalid), so it is read with the field;
 * the form's error summary is what announces the problems when the order is refused.
 */
export function TextField({ id, label, value, onChange, onBlur, error, hint, multiline, inputRef, ltr, input = {} }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: id,
    value,
    onBlur,
    ref: inputRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': input.required || undefined,
    dir: ltr ? 'ltr' : undefined,
    className: ltr ? 'field__ltr' : undefined,
    placeholder: input.placeholder,
    maxLength: input.maxLength,
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
