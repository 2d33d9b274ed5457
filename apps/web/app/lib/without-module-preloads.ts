import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * The document as React renders it, minus the `<link rel="modulepreload">` tags it hoists into <head>
 * (docs/decisions/0017). On a phone's slow link those ~30 preloads share the first connections and
 * bandwidth with the stylesheets, and the page stays blank until they are through; without them the
 * stylesheets arrive first and the modules still load in parallel, found through the entry's imports.
 * Only the head is held back (it is complete in React's first write); the body streams as it comes.
 */
export function withoutModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let head: string | null = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf('</head>');
      if (end === -1) return callback();
      const document = head.slice(0, end).replace(MODULE_PRELOAD, '') + head.slice(end);
      head = null;
      callback(null, document);
    },
    flush(callback) {
      // A document without a head (an error fragment) goes out as it was.
      callback(null, head === null ? undefined : head + decoder.end());
    },
  });
}
