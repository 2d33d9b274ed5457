import { arrayMove } from '@dnd-kit/sortable';
import { type SpecRow, specRow } from './product-editor-state.ts';

interface SpecRowsProps {
  rows: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  /** Messages by path, e.g. 'specs.2.value'. */
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
}

/** Specifications: ordered name/value rows to add, remove and move (the product page lists them in this order). */
export function SpecRows({ rows, onChange, errors, disabled = false }: SpecRowsProps) {
  const change = (index: number, part: Partial<SpecRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...part } : row)));
  const move = (from: number, to: number) => onChange(arrayMove(rows, from, to));
  return (
    <fieldset className="admin-order__box" aria-describedby="specs-hint">
      <legend className="h6">Specifications</legend>
      <p id="specs-hint" className="small text-body-secondary">
        Name and value, e.g. Resolution · 4MP. The product page lists them in this order.
      </p>
      {errors.specs && (
        <p className="text-danger small" role="alert">
          {errors.specs}
        </p>
      )}
      <ol className="list-unstyled mb-2">
        {rows.map((row, i) => {
          const nameError = errors[`specs.${i}.name`];
          const valueError = errors[`specs.${i}.value`];
          return (
            <li key={row.key} className="d-flex flex-wrap gap-2 align-items-start mb-2">
              <div>
                <input
                  className={`form-control form-control-sm${nameError ? ' is-invalid' : ''}`}
                  aria-label={`Specification ${i + 1} name`}
                  value={row.name}
                  disabled={disabled}
                  onChange={(e) => change(i, { name: e.target.value })}
                />
                {nameError && <div className="invalid-feedback d-block">{nameError}</div>}
              </div>
              <div className="flex-grow-1">
                <input
                  className={`form-control form-control-sm${valueError ? ' is-invalid' : ''}`}
                  aria-label={`Specification ${i + 1} value`}
                  value={row.value}
                  disabled={disabled}
                  onChange={(e) => change(i, { value: e.target.value })}
                />
                {valueError && <div className="invalid-feedback d-block">{valueError}</div>}
              </div>
              <div className="btn-group btn-group-sm">
                <button type="button" className="btn btn-outline-secondary" disabled={disabled || i === 0} onClick={() => move(i, i - 1)}>
                  <span aria-hidden="true">Move up</span>
                  <span className="visually-hidden">Move up specification {i + 1}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  disabled={disabled || i === rows.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <span aria-hidden="true">Move down</span>
                  <span className="visually-hidden">Move down specification {i + 1}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  disabled={disabled}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  <span aria-hidden="true">Remove</span>
                  <span className="visually-hidden">Remove specification {i + 1}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn btn-sm btn-outline-primary" disabled={disabled} onClick={() => onChange([...rows, specRow()])}>
        Add a specification
      </button>
    </fieldset>
  );
}
