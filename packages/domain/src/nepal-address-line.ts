/**
 * How an address's parts below the province read on one line (decision 0119): "Ward 10, Kathmandu
 * Metropolitan City, Kathmandu District". Apart from nepal-locations.ts so that pages, mails and
 * PDFs that only show an address never load the location data. Null when the address has none of
 * the parts (every order placed before them).
 */
export function localPlaceLine(parts: {
  district?: string | null | undefined;
  municipality?: string | null | undefined;
  ward?: number | null | undefined;
}): string | null {
  const line = [
    parts.ward ? `Ward ${parts.ward}` : null,
    parts.municipality || null,
    parts.district ? `${parts.district} District` : null,
  ].filter(Boolean);
  return line.length > 0 ? line.join(', ') : null;
}

const KIND_SUFFIX = / (Sub-Metropolitan City|Metropolitan City|Rural Municipality|Municipality)$/;

/** A local level's name without its kind, as a city is written ("Kathmandu Metropolitan City" → "Kathmandu"). */
export function townOf(municipality: string): string {
  return municipality.replace(KIND_SUFFIX, '');
}

/** A whole address on one line, as a courier label and the tax invoice read it. */
export function addressLine(a: {
  street: string;
  city: string;
  state: string;
  country: string;
  postal: string | null;
  district?: string | null | undefined;
  municipality?: string | null | undefined;
  ward?: number | null | undefined;
}): string {
  return [a.street, localPlaceLine(a), a.city, [a.state, a.postal].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ');
}
