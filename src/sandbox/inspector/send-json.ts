import type { FastifyReply } from 'fastify';

/** An inspector read's answer: JSON, never cached (it is one merchant's, and changes as it pays). */
export const sendJson = (reply: FastifyReply, body: unknown): FastifyReply =>
  reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(body);
