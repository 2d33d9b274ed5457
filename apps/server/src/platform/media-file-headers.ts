import type { FastifyReply } from 'fastify';

/**
 * Framing rules of a file under /media (docs/decisions/0007). Every answer says `X-Frame-Options:
 * DENY`, except a PDF: the catalogue page shows one in an <object> (decision 0023), and browsers
 * apply a document's framing rules to such an embed too. A PDF may therefore be embedded by our
 * own pages, and by no other site.
 */
export function mediaFileHeaders(reply: FastifyReply, filePath: string) {
  if (!filePath.toLowerCase().endsWith('.pdf')) return;
  reply.header('x-frame-options', 'SAMEORIGIN');
  reply.header('content-security-policy', "frame-ancestors 'self'");
}
