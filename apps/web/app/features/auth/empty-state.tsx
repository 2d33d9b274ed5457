/** SPEC §8: lists say so when empty ('No order found', 'No item found') instead of showing an error. */
export function EmptyState({ text }: { text: 'No order found' | 'No item found' }) {
  return <p className="dashboard-empty">{text}</p>;
}
