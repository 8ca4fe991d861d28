// The throughput bench's full payment body (./throughput.ts) as many shoppers send it: each with a
// card number, email address and IP address of their own. The risk checks count payments per card,
// email and IP; on PostgreSQL a payment locks those three keys until its commit, so one shopper
// paying over and over is served one payment at a time, whatever the number of instances.
import { luhnValid } from '../src/spec/brands.js';
import { fullPaymentBody } from './throughput.js';

/** A 16-digit Luhn-valid VISA number (the simulator approves every one but its decline cards). */
function visaNumber(n: number): string {
  const body = `4242${String(n).padStart(11, '0')}`;
  for (let check = 0; ; check++) if (luhnValid(`${body}${check}`)) return `${body}${check}`;
}

/** `count` bodies, the full body with shopper n's card number, email and IP address. */
export function shopperBodies(count: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const params = new URLSearchParams(fullPaymentBody());
    params.set('card.number', visaNumber(n));
    params.set('customer.email', `shopper-${n}@example.com`);
    params.set('customer.ip', `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
    return params.toString();
  });
}
