import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The demo shop's memory of each shopper's stored payment details (registration ids), keyed by
// a cookie: a real shop keeps them with the customer's account. In memory, like the orders.

const COOKIE = 'shopper';
const ID = /^[0-9a-f]{32}$/;

/** The shopper's id from the cookie; a new one (and the cookie) when there is none. */
export function shopperOf(request: FastifyRequest, reply: FastifyReply): string {
  const sent = /(?:^|;\s*)shopper=([0-9a-f]{32})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  if (sent && ID.test(sent)) return sent;
  const id = randomBytes(16).toString('hex');
  reply.header('Set-Cookie', `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
  return id;
}

export class SavedPayments {
  private readonly byShopper = new Map<string, string[]>();

  ids(shopper: string): string[] {
    return this.byShopper.get(shopper) ?? [];
  }

  add(shopper: string, registrationId: string): void {
    const ids = this.ids(shopper).filter((id) => id !== registrationId);
    this.byShopper.set(shopper, [registrationId, ...ids].slice(0, 5));
  }

  forget(shopper: string, registrationId: string): void {
    this.byShopper.set(
      shopper,
      this.ids(shopper).filter((id) => id !== registrationId),
    );
  }
}

/** The checkout parameters that offer a shopper's stored details (one-click) and let them store more. */
export const registrationParams = (ids: readonly string[]): Record<string, string> => ({
  createRegistration: 'true',
  ...Object.fromEntries(ids.map((id, n) => [`registrations[${n}].id`, id])),
});
