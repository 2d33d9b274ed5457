/**
 * A list's new order, saved the way every reorderable back-office list saves it (packages, PDF
 * catalogues, certificates, FAQs, services): shown at once in the new order, then replaced by the
 * server's answer; a refused order (the list changed meanwhile) reloads the list instead.
 */
export async function saveOrder<T extends { id: number }>(
  current: readonly T[],
  ids: readonly number[],
  how: { show: (rows: T[]) => void; send: () => Promise<T[] | null>; reload: () => void },
): Promise<void> {
  how.show(ids.map((id) => current.find((row) => row.id === id)).filter((row): row is T => row !== undefined));
  const saved = await how.send();
  if (saved) how.show(saved);
  else how.reload();
}
