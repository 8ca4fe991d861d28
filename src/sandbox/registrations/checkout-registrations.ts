// Registrations in checkouts: what the widget is told (stored details of a one-click checkout,
// whether the shopper may store), the shopper's choice, and the registration-only checkout.
import type { FastifyBaseLogger } from 'fastify';
import { RESULT } from '../../spec/result-codes';
import type { SandboxContext } from '../context';
import type { CheckoutRecord } from '../store/store';
import { instrumentOf, type MaskedInstrument, maskInstrument } from './instrument';
import { isRegistrationCheckout } from './operations';
import { registrationAnswer } from './registration-answer';
import { newRegistrationId, saveRegistration, usableRegistration } from './registrations';

type Params = Readonly<Record<string, string>>;

/** The registrations a one-click checkout offers (registrations[n].id), in that order. */
export const offeredRegistrations = (params: Params): string[] =>
  Object.entries(params)
    .filter(([name]) => /^registrations\[\d+\]\.id$/.test(name))
    .sort(([a], [b]) => Number(a.slice(14, -4)) - Number(b.slice(14, -4)))
    .map(([, id]) => id);

/**
 * Members of GET /v1/checkouts/{id}/widget: the stored details the shopper can pick (masked; ids
 * that are unknown, deleted, another entity's or not usable are left out), and how the checkout
 * stores: `registration: 'only'` (registration-only) or `'optional'` (a "store" checkbox).
 */
export async function widgetRegistrationMembers(
  ctx: SandboxContext,
  checkout: CheckoutRecord,
): Promise<Record<string, unknown>> {
  const registrations: Array<MaskedInstrument & { id: string }> = [];
  for (const id of new Set(offeredRegistrations(checkout.params))) {
    const found = await usableRegistration(ctx, id, checkout.entityId);
    if (found.ok) registrations.push({ id, ...maskInstrument(found.content.instrument) });
  }
  const storing = checkout.params.createRegistration === 'true';
  return {
    ...(registrations.length ? { registrations } : {}),
    ...(storing ? { registration: isRegistrationCheckout(checkout.params) ? 'only' : 'optional' } : {}),
  };
}

/**
 * A payment checkout created with createRegistration=true lets the shopper choose: the details are
 * stored only when the widget sends createRegistration=true ("store payment details" ticked).
 */
export function withShopperChoice(merged: Params, browser: Params, checkout: Params): Record<string, string> {
  const { createRegistration: _merchant, ...rest } = merged;
  return checkout.createRegistration === 'true' && browser.createRegistration === 'true'
    ? { ...rest, createRegistration: 'true' }
    : rest;
}

export interface BrowserAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A registration-only checkout's submit: the instrument is stored and the checkout closed. */
export async function registerForCheckout(
  ctx: SandboxContext,
  checkout: CheckoutRecord,
  browser: Params,
  log: FastifyBaseLogger,
): Promise<BrowserAnswer | undefined> {
  const instrument = instrumentOf(browser);
  if (!instrument) return undefined;
  const id = newRegistrationId();
  const { createRegistration: _c, integrity: _i, shopperResultUrl: _s, ...echoed } = checkout.params;
  const answer = registrationAnswer(
    id,
    { ...echoed, ...browser },
    instrument,
    RESULT.SUCCESS_INTEGRATOR_TEST,
    ctx.now(),
    { checkoutId: checkout.id },
  );
  const stored = await saveRegistration(ctx, {
    id,
    entityId: checkout.entityId,
    instrument,
    answer,
    checkoutId: checkout.id,
  });
  log.debug({ registrationId: id, checkoutId: checkout.id, stored }, 'registration from a checkout');
  return stored ? { status: 200, body: answer } : undefined;
}
