import { randomBytes } from 'node:crypto';

export type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/**
 * A multipart/form-data body written by hand, so a test controls what a hostile client could:
 * file names with ../ or NUL bytes, Content-Types that lie.
 */
export function multipartPayload(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----suraksha${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
          'latin1',
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Text fields as parts, skipping undefined. */
export function textParts(fields: Record<string, string | undefined>): Part[] {
  return Object.entries(fields).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]));
}
