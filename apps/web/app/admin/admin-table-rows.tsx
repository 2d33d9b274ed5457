import { FlexRender, type HeaderGroup, type Row, type RowData, type TableFeatures } from '@tanstack/react-table';
import { Link } from 'react-router';

/** The header rows of a TanStack table: a heading per column, drawn by its column's `header`. */
export function AdminTableHead<TFeatures extends TableFeatures, TData extends RowData>({
  groups,
}: {
  groups: readonly HeaderGroup<TFeatures, TData>[];
}) {
  return (
    <thead>
      {groups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th key={header.id} scope="col">
              {header.isPlaceholder ? null : <FlexRender header={header} />}
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}

const ARROWS = { asc: ' ▲', desc: ' ▼' } as const;

/**
 * The header rows of a TanStack table whose sorting is the server's: a heading in `sortable` (column
 * id → what it sorts by) is a link to the list sorted by it (`hrefOf`), marked with `aria-sort` and
 * an arrow while the list is sorted by it (`wayOf`); the other headings are plain, as in AdminTableHead.
 */
export function AdminSortableTableHead<TFeatures extends TableFeatures, TData extends RowData, TSort extends string>({
  groups,
  sortable,
  wayOf,
  hrefOf,
}: {
  groups: readonly HeaderGroup<TFeatures, TData>[];
  sortable: Partial<Record<string, TSort>>;
  wayOf: (by: TSort) => 'asc' | 'desc' | null;
  hrefOf: (by: TSort) => string;
}) {
  return (
    <thead>
      {groups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const by = sortable[header.column.id];
            const way = by ? wayOf(by) : null;
            return (
              <th key={header.id} scope="col" aria-sort={way === 'asc' ? 'ascending' : way === 'desc' ? 'descending' : undefined}>
                {by ? (
                  <Link className="admin-sort" to={hrefOf(by)}>
                    <FlexRender header={header} />
                    {way && <span aria-hidden="true">{ARROWS[way]}</span>}
                  </Link>
                ) : (
                  <FlexRender header={header} />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

/** The body of a TanStack table: a row per item, a cell per column, drawn by its column's `cell`. */
export function AdminTableBody<TFeatures extends TableFeatures, TData extends RowData>({
  rows,
}: {
  rows: readonly Row<TFeatures, TData>[];
}) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id}>
          {row.getAllCells().map((cell) => (
            <td key={cell.id}>
              <FlexRender cell={cell} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
