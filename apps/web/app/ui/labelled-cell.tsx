import type { ComponentPropsWithoutRef } from 'react';
import './stacked-table.css';

/**
 * A cell of a `stacked-table`: on a phone its row becomes a card and the cell a "label: value"
 * line, so the label has to travel with the cell (the header row is hidden there).
 */
export function LabelledCell({ label, children, ...cell }: { label: string } & ComponentPropsWithoutRef<'td'>) {
  return (
    <td {...cell} data-label={label}>
      {children}
    </td>
  );
}
