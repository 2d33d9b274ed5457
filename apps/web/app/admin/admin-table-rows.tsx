import { FlexRender, type HeaderGroup, type Row, type RowData, type TableFeatures } from '@tanstack/react-table';

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
