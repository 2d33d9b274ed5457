/** The keys whose values differ between before and after, each as before → after (a created row: only after; a removed one: only before). */
export function changedKeys(before: unknown, after: unknown): { key: string; before: string; after: string }[] {
  const asObject = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : value === null || value === undefined
        ? {}
        : { value };
  const b = asObject(before);
  const a = asObject(after);
  const show = (value: unknown) =>
    value === undefined ? '' : value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => ({ key, before: show(b[key]), after: show(a[key]) }));
}

/** One audit entry's change as a small diff: each changed value, struck-through before and after. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = changedKeys(before, after);
  if (changes.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <dl className="admin-diff mb-0">
      {changes.map((change) => (
        <div key={change.key}>
          <dt>{change.key}</dt>
          <dd>
            {change.before !== '' && <del>{change.before}</del>}
            {change.before !== '' && change.after !== '' && ' → '}
            {change.after !== '' && <ins>{change.after}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
