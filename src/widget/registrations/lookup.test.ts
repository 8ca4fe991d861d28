import { describe, expect, it } from 'vitest';
import { registrationMembers } from './lookup';

describe('registration members of the checkout lookup', () => {
  it('reads whether stored details are offered and how the checkout stores', () => {
    expect(registrationMembers({ registrations: [{ id: 'x' }], registration: 'optional' })).toEqual({
      registrations: true,
      registration: 'optional',
    });
    expect(registrationMembers({ registration: 'only' })).toEqual({ registration: 'only' });
    expect(registrationMembers({ registrations: [], registration: 'always' })).toEqual({});
  });
});
