import type { FastifyReply } from 'fastify';

/** Adds a request header to the answer's Vary, keeping what is there (CORS or another hook's). */
export function addVary(reply: FastifyReply, header: string): FastifyReply {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') return reply.header('Vary', header);
  const listed = String(current)
    .split(',')
    .map((name) => name.trim().toLowerCase());
  if (listed.includes('*') || listed.includes(header.toLowerCase())) return reply;
  return reply.header('Vary', `${current}, ${header}`);
}
