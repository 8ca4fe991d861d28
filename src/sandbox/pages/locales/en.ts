// The gateway's own pages in English: the source of the keys every language has (texts.test.ts).
export const en = {
  pages: {
    wait: 'Please wait…',
    continue: 'Continue',
    checkingTitle: 'Checking your card',
    checking: 'Your bank is checking this payment. This takes a few seconds.',
    connecting: 'Connecting to your bank…',
    returning: 'Returning to the shop…',
    challengeTitle: 'Confirm your payment',
    challengeIntro: 'Your bank asks you to confirm the payment of {amount} to {merchant}.',
    otpLabel: 'One-time code',
    otpHint: 'Test mode: the code is {code}. Any other code fails the authentication.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    acsName: 'Sandbox issuer',
    doneTitle: 'Payment step completed',
    done: 'You are taken back to the shop.',
    backToShop: 'Continue to the shop',
    providerIntro: 'Pay {amount} to {merchant}.',
    providerTest: 'Test mode: choose what the provider answers.',
    approve: 'Approve payment',
    fail: 'Simulate a failure',
    goneTitle: 'Session not found',
    gone: 'This payment session does not exist or has expired. Please return to the shop.',
    simulated: 'simulated',
  },
  /** The simulated wallet sheet (Apple Pay, Google Pay). */
  sheet: {
    intro: 'Pay {amount} to {merchant}',
    cards: 'Card in the wallet',
    approved: 'approved',
    declined: 'declined',
    billing: 'Billing address shared with the shop',
    pay: 'Pay',
    cancel: 'Cancel',
    hint: 'Test mode: the wallet encrypts the card for the sandbox, which pays the checkout with it.',
    mismatch:
      'Before the checkout existed the page showed {shown}; the checkout is for {amount}. A real wallet would show the wrong amount.',
    cancelledTitle: 'Payment cancelled',
    cancelled: 'Nothing was paid. You are taken back to the shop.',
    refused: 'The shop did not accept this payment',
  },
};

export type PageCatalogue = typeof en;
