import type { OutgoingMail } from '../mail/outbox.ts';
import type { StoredUpload } from '../../platform/uploads.ts';
import { oneLine } from './submission-reference.ts';

export interface SubmissionMailContent {
  template: string;
  /** e.g. 'E-waste request W-7QK4M2: Hikvision DVR' — one line whatever the sender typed. */
  subject: string;
  intro: string;
  lines: ReadonlyArray<readonly [label: string, value: string | null | undefined]>;
  body?: string | undefined;
  upload?: StoredUpload | null | undefined;
}

/**
 * The plain-text mail that tells the shop a form arrived. Plain text only, so whatever the
 * sender typed (HTML included) reaches the inbox as text; the file stays on the server.
 */
export function submissionMail(shopEmail: string, content: SubmissionMailContent): OutgoingMail {
  const lines = content.lines.map(([label, value]) => `${label}: ${value ? oneLine(value, 300) : 'not given'}`);
  const upload = content.upload
    ? [
        `Attached file: "${content.upload.displayName}" (${content.upload.kind}, ${Math.ceil(content.upload.bytes / 1024)} KB), kept on the server as ${content.upload.fileName}`,
      ]
    : [];
  return {
    to: shopEmail,
    template: content.template,
    subject: oneLine(content.subject, 150),
    text: [content.intro, '', ...lines, ...upload, ...(content.body ? ['', content.body] : [])].join('\n'),
  };
}
