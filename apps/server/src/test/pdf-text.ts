import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, page by page, for tests: every content stream is inflated (pdfkit
 * compresses them with Flate) and the strings of its text operators (Tj, TJ; hex or literal)
 * are read in order, one line per text operator. Enough for the standard fonts pdfkit writes;
 * not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  return pdfStreams(pdf).join('\n');
}

/**
 * The text of each content stream, in file order: pdfkit writes one per page, so this is the text
 * page by page (what a test reads to see where each order's document starts).
 */
export function pdfStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    const content = /\/FlateDecode/.test(match[1] ?? '') ? safeInflate(bytes) : bytes.toString('latin1');
    const lines: string[] = [];
    for (const op of content.matchAll(/(\[[^\]]*\]|<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*T[jJ]/g)) lines.push(decodeStrings(op[1] ?? ''));
    if (lines.length > 0) pages.push(lines.join('\n'));
  }
  return pages;
}

function safeInflate(bytes: Buffer): string {
  try {
    return inflateSync(bytes).toString('latin1');
  } catch {
    return '';
  }
}

function decodeStrings(operand: string): string {
  let text = '';
  for (const part of operand.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
    if (part[1] !== undefined) text += Buffer.from(part[1], 'hex').toString('latin1');
    else text += (part[2] ?? '').replace(/\\([\\()])/g, '$1');
  }
  return text;
}
