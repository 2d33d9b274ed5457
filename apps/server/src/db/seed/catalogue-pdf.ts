/**
 * A one-page PDF written by hand (the format is plain text plus byte offsets), so the
 * demo's catalogue downloads open in any viewer without a PDF library or a download.
 */

// PDF string literals: backslash and parentheses are escaped; the standard fonts only cover Latin-1.
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, '-');
}

export function cataloguePdf(title: string, lines: readonly string[]): Uint8Array {
  const body = lines.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -20 Td']);
  const stream = ['BT', '/F1 22 Tf', '56 770 Td', `(${pdfText(title)}) Tj`, '/F1 12 Tf', '0 -40 Td', ...body, 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  // Every cross-reference entry is exactly 20 bytes: 10-digit offset, generation, flag, two-byte EOL.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
