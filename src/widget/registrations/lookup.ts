// What GET /v1/checkouts/{id}/widget says about registrations: whether a one-click checkout offers
// stored details, and whether the checkout stores ('only': registration-only, 'optional': the
// shopper may tick "store payment details").

export interface RegistrationMembers {
  /** The checkout offers stored details (the gateway's stored-details frame shows them). */
  registrations?: true;
  registration?: 'only' | 'optional';
}

export function registrationMembers(answer: object): RegistrationMembers {
  const body = answer as { registrations?: unknown; registration?: unknown };
  const mode = body.registration;
  return {
    ...(Array.isArray(body.registrations) && body.registrations.length ? { registrations: true } : {}),
    ...(mode === 'only' || mode === 'optional' ? { registration: mode } : {}),
  };
}
