import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** idPrefix keeps ids unique when two forms on one page share a field name. */
type Common = { name: string; label: string; error?: string | undefined; optional?: boolean; hint?: ReactNode; idPrefix?: string };
type Props = Common &
  (
    | ({ control?: 'input' } & InputHTMLAttributes<HTMLInputElement>)
    | ({ control: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>)
    | ({ control: 'select'; options: readonly string[]; placeholder: string } & SelectHTMLAttributes<HTMLSelectElement>)
  );

/** A labelled input, textarea or select with the server's message for it under it. */
export function FormField(props: Props) {
  const { name, label, error, optional, hint, idPrefix = 'field', ...rest } = props;
  const id = `${idPrefix}-${name}`;
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const invalid = error ? ' is-invalid' : '';
  let control: ReactNode;
  if (rest.control === 'textarea') {
    const { control: _c, ...attrs } = rest;
    control = <textarea {...attrs} {...shared} className={`form-control${invalid}`} />;
  } else if (rest.control === 'select') {
    const { control: _c, options, placeholder, ...attrs } = rest;
    control = (
      <select defaultValue="" {...attrs} {...shared} className={`form-select${invalid}`}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    const { control: _c, ...attrs } = rest;
    control = <input {...attrs} {...shared} className={`form-control${invalid}`} />;
  }
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
        {optional ? <span className="text-body-secondary"> (optional)</span> : <span aria-hidden="true"> *</span>}
      </label>
      {control}
      {hint && <div className="form-text">{hint}</div>}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
