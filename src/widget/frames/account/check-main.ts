// Entry of iban-check.js: the bank frame's check of the account (ibantools, most of the frame's
// code), a script of its own that the frame loads when the shopper first types, not with its page
// (./iban-check-loader.ts). Its exports become the frame window's wpwlIbanCheck.
export { accountDetails } from './iban';
export { accountErrors } from './local-check';
