import type { InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled input with its server-side error under it (Bootstrap's invalid-feedback). */
export function FormField({ name, label, error, hint, id, className, ...input }: Props) {
  const inputId = id ?? `field-${name}`;
  const described = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-3 ${className ?? ''}`}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input id={inputId} name={name} className={`form-control${error ? ' is-invalid' : ''}`} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && !error && (
        <div id={`${inputId}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${inputId}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
