/**
 * Whether a request's Accept-Encoding takes gzip (RFC 9110 §12.5.3): named as `gzip` (or the old
 * `x-gzip`), or covered by `*`, with a weight above zero. Every browser sends it; a bare client
 * (curl, the server's own in-process calls) does not.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  let named: boolean | undefined;
  let any = false;
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const weight = params.find((p) => p.startsWith('q='));
    const allowed = weight === undefined || Number(weight.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') named = allowed;
    else if (name === '*') any = allowed;
  }
  return named ?? any;
}
