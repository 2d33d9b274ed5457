import type { FastifyReply } from 'fastify';

/** Adds a request header to Vary, keeping the others (compression adds Accept-Encoding). */
export function addVary(reply: FastifyReply, name: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current.split(',').map((v) => v.trim().toLowerCase());
  if (names.includes('*') || names.includes(name.toLowerCase())) return;
  reply.header('vary', current.trim() === '' ? name : `${current}, ${name}`);
}
