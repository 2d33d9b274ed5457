import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Small real files for upload tests, made in memory: nothing binary is committed, and each is
 * exactly what a person's device would send.
 */

/** A 16×12 PNG with a text chunk (metadata the shop must not keep). */
export async function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'sender-secret-exif' } } })
    .toBuffer();
}

export async function sampleJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'sender-secret-exif' } } })
    .toBuffer();
}

/**
 * A 300×200 phone photo as a camera writes it: EXIF with GPS coordinates (Kathmandu) and an owner
 * string, and orientation 6 (shot with the phone upright: shown 200 wide and 300 high).
 */
export async function sampleGeotaggedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Copyright: 'sender-secret-exif', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 19/1 0/1' },
      },
    })
    .toBuffer();
}

/**
 * A few-hundred-byte PNG whose header claims `width` × `height` pixels (a decompression bomb's
 * shape): decoding it would need gigabytes, its header alone says so.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per sample
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_FILE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

export function samplePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );
}

/** The header of an OLE compound file (the container of .doc), padded to one sector. */
export function sampleDoc(): Buffer {
  const header = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  return header;
}

/** A ZIP with stored (uncompressed) entries. */
function zip(entries: ReadonlyArray<readonly [name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

/** The smallest Word document: [Content_Types].xml naming the main part, and the part. */
export function sampleDocx(): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
    ],
  ]);
}

/** A plain ZIP that is not a Word document. */
export function sampleZip(): Buffer {
  return zip([['notes.txt', 'hello']]);
}

export const HTML_FILE = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
