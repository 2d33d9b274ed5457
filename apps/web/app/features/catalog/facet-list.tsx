import type { FacetOption } from '@suraksha/contracts/catalog';
import { FILTER_LIST_MAX_HEIGHT_PX } from '@suraksha/domain/constants';
import type { ChangeEvent } from 'react';

interface FacetListProps {
  heading: string;
  /** The URL parameter the ticked options go to (categories, brands, sizes). */
  name: string;
  options: readonly FacetOption[];
  /** Keeps checkbox ids unique when the sidebar and the side panel are both in the page. */
  idPrefix: string;
  /** SPEC §2: while the next results load, the list renders nothing (its counts are about to change). */
  loading?: boolean;
  onToggle?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** One filter section: a checkbox per option with its count, scrolling past 286 px (SPEC §9). */
export function FacetList({ heading, name, options, idPrefix, loading = false, onToggle }: FacetListProps) {
  if (options.length === 0) return null;
  return (
    <fieldset className="facet" aria-busy={loading}>
      <legend className="facet__heading">{heading}</legend>
      {loading ? null : (
        <ul className="facet__list list-unstyled" style={{ maxHeight: FILTER_LIST_MAX_HEIGHT_PX }}>
          {options.map((option, i) => {
            const id = `${idPrefix}-${name}-${i}`;
            return (
              <li key={option.id} className="form-check">
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={id}
                  name={name}
                  value={option.id}
                  defaultChecked={option.checked}
                  onChange={onToggle}
                />
                <label className="form-check-label facet__label" htmlFor={id}>
                  <span>{option.title}</span>
                  <span className="facet__count">{option.count}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
