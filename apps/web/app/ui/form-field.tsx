import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import './form-field.css';

/** What every field has, whatever its control. */
interface FieldProps {
  name: string;
  label: string;
  /** The server's message for this field (SPEC §8: the server is the judge of every field). */
  error?: string | undefined;
  /** A standing instruction under the control (formats, sizes), read out with it. */
  hint?: ReactNode;
  /**
   * Marks the label: 'required' with a star, 'optional' with "(optional)". Forms whose fields
   * are all needed and obvious (sign-in, profile) leave it out.
   */
  mark?: 'required' | 'optional';
  /** Keeps ids unique when two forms on one page share a field name: the id is `${idPrefix}-${name}`. */
  idPrefix?: string;
  /** Classes of the wrapper (grid columns, spacing). */
  className?: string;
}

type FrameProps = FieldProps & { id?: string | undefined };

/** The control's id and the ids of the texts that describe it. */
function controlAttributes({ name, error, hint, idPrefix = 'field', id }: FrameProps) {
  const controlId = id ?? `${idPrefix}-${name}`;
  const described = [error ? `${controlId}-error` : null, hint ? `${controlId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { id: controlId, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described } as const;
}

/** The label, the control, the hint and the error: one wrapper that every kind of control reuses. */
function Field({ controlId, label, error, hint, mark, className, children }: FrameProps & { controlId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={controlId} className="form-label">
        {label}
        {mark === 'optional' && <span className="form-label__optional"> {t('checkout.field.optional')}</span>}
        {mark === 'required' && (
          <span className="form-label__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <div id={`${controlId}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${controlId}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}

const invalid = (error: string | undefined) => (error ? ' is-invalid' : '');

/** A field's props, split: the frame's, the control's own, and the ids that tie the control to its texts. */
function split<P extends FrameProps>({ name, label, error, hint, mark, idPrefix, className, id, ...control }: P) {
  const frame = { name, label, error, hint, mark, idPrefix, className, id };
  return { frame, control, attributes: controlAttributes(frame) };
}

/** A labelled input with the server's message for it under it. */
export function FormField(props: FrameProps & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, control, attributes } = split(props);
  return (
    <Field {...frame} controlId={attributes.id}>
      <input {...control} {...attributes} className={`form-control${invalid(frame.error)}`} />
    </Field>
  );
}

/** A labelled textarea with the server's message for it under it. */
export function TextAreaField(props: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, control, attributes } = split(props);
  return (
    <Field {...frame} controlId={attributes.id}>
      <textarea {...control} {...attributes} className={`form-control${invalid(frame.error)}`} />
    </Field>
  );
}

/** An option whose text differs from the value it sends (a place's English name beside its Nepali one). */
export interface LabelledOption {
  value: string;
  label: string;
}

/** A labelled select, a placeholder first when given, with the server's message under it. */
export function SelectField({
  options,
  placeholder,
  ...props
}: FrameProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (string | LabelledOption)[]; placeholder?: string }) {
  const { frame, control, attributes } = split(props);
  // Uncontrolled, it starts on the placeholder rather than the first real option.
  const start = control.value === undefined && control.defaultValue === undefined ? { defaultValue: '' } : {};
  return (
    <Field {...frame} controlId={attributes.id}>
      <select {...start} {...control} {...attributes} className={`form-select${invalid(frame.error)}`}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}
