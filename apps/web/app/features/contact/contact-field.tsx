import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

type Common = { name: string; label: string; error?: string | undefined; optional?: boolean };
type Props = Common & ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement> | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>));

/** A labelled input or textarea with the server's message for it under it. */
export function ContactField(props: Props) {
  const { name, label, error, optional, ...control } = props;
  const id = `contact-${name}`;
  const shared = {
    id,
    name,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
        {optional ? <span className="contact-optional"> (optional)</span> : <span aria-hidden="true"> *</span>}
      </label>
      {control.multiline ? (
        <textarea {...withoutMultiline(control)} {...shared} />
      ) : (
        <input {...withoutMultiline(control)} {...shared} />
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(control: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = control;
  return rest;
}
