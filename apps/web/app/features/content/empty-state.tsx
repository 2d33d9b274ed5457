/** SPEC §8: an empty list says so instead of showing an error. */
export function NoItemFound() {
  return <p className="content-empty">No item found</p>;
}

export function ComingSoon() {
  return <p className="content-empty">Coming Soon</p>;
}
