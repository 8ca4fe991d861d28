// Faithful stand-ins for the vendors' browser APIs, which cannot be reached from the tests (not
// shipped): the members the adapters use, the rules the real ones enforce (Apple Pay's session
// only inside a click, required request members, one begin; Google's sheet inside a click and
// its authorisation callback; Amazon's selector; PayPal's eligibility), and drivers that play the
// shopper.
import { vi } from 'vitest';
import type { WalletFlow } from '../wallet-flow';

export const CHECKOUT = {
  id: '8AC7A4C98B5D6C2A018B5F5E1E6F1234.uat01-vm-tx04',
  amount: '12.50',
  currency: 'EUR',
};

export function fakeFlow(brand: string, o: Record<string, unknown> = {}) {
  const flow = {
    win: window,
    brand,
    o,
    amount: '12.50',
    currency: 'EUR',
    gateway: 'https://gateway.test',
    checkout: vi.fn(() => Promise.resolve(CHECKOUT)),
    redirect: vi.fn(() =>
      Promise.resolve({
        url: 'https://provider.test/checkoutnow?token=ORDER-1',
        parameters: [{ name: 'token', value: 'ORDER-1' }],
      }),
    ),
    done: vi.fn(),
    cancel: vi.fn(),
    fail: vi.fn(),
  };
  return flow satisfies WalletFlow;
}

/** A click as the browser delivers it: user activation holds while the handler runs. */
export let userActivation = false;
export function click(handler: () => void): void {
  userActivation = true;
  try {
    handler();
  } finally {
    userActivation = false;
  }
}

/** Keeps the vendor scripts the adapters add out of happy-dom, which would fail to load them. */
export function captureScripts(): HTMLScriptElement[] {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    scripts.push(...(nodes as HTMLScriptElement[]));
  });
  return scripts;
}

/** The captured scripts load. */
export function loadScripts(scripts: HTMLScriptElement[]): void {
  for (const script of scripts) script.onload?.(new Event('load'));
}

// --- Apple Pay JS -------------------------------------------------------------------------------

const REQUIRED = ['countryCode', 'currencyCode', 'merchantCapabilities', 'supportedNetworks', 'total'];

export class FakeApplePaySession {
  static STATUS_SUCCESS = 0;
  static STATUS_FAILURE = 1;
  static canMakePayments = vi.fn(() => true);
  static sessions: FakeApplePaySession[] = [];
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null = null;
  oncancel: ((event: unknown) => void) | null = null;
  state: 'new' | 'begun' | 'aborted' = 'new';
  merchantSession: unknown;
  completed: number | undefined;

  constructor(
    readonly version: number,
    readonly request: Record<string, unknown>,
  ) {
    if (!userActivation)
      throw new DOMException(
        'Must create a new ApplePaySession from a user gesture handler.',
        'InvalidAccessError',
      );
    for (const member of REQUIRED) {
      if (request[member] === undefined)
        throw new TypeError(`Member ApplePayPaymentRequest.${member} is required`);
    }
    FakeApplePaySession.sessions.push(this);
  }

  begin(): void {
    if (this.state !== 'new') throw new DOMException('Session already begun', 'InvalidAccessError');
    this.state = 'begun';
  }
  abort(): void {
    this.state = 'aborted';
  }
  completeMerchantValidation(merchantSession: unknown): void {
    this.merchantSession = merchantSession;
  }
  completePayment(status: number): void {
    this.completed = status;
  }
  // The shopper's side.
  validate(validationURL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession'): void {
    this.onvalidatemerchant?.({ validationURL });
  }
  authorize(payment: unknown): void {
    this.onpaymentauthorized?.({ payment });
  }
  cancel(): void {
    this.oncancel?.({});
  }
}

export const APPLE_PAYMENT = {
  token: {
    paymentData: {
      version: 'EC_v1',
      data: 'ZW5jcnlwdGVk',
      signature: 'c2ln',
      header: { ephemeralPublicKey: 'a2V5' },
    },
    paymentMethod: { displayName: 'Visa 0000', network: 'Visa', type: 'debit' },
    transactionIdentifier: 'ABC123',
  },
};

// --- Google Pay API (google.payments.api.PaymentsClient) ----------------------------------------

// biome-ignore lint/suspicious/noExplicitAny: Google's JSON objects
type Data = Record<string, any>;

export class FakePaymentsClient {
  static ready = true;
  static clients: FakePaymentsClient[] = [];
  readonly isReadyToPay = vi.fn(async (request: Data) => {
    if (request.apiVersion !== 2 || !Array.isArray(request.allowedPaymentMethods))
      throw { statusCode: 'DEVELOPER_ERROR' };
    return { result: FakePaymentsClient.ready };
  });
  readonly prefetchPaymentData = vi.fn();
  readonly createButton = vi.fn((options: Data) => {
    const button = document.createElement('button');
    button.className = 'gpay-card-info-container';
    button.addEventListener('click', () => click(options.onClick));
    return button;
  });
  sheet: { request: Data; resolve: (data: Data) => void; reject: (error: Data) => void } | undefined;
  readonly loadPaymentData = vi.fn((request: Data) => {
    if (!userActivation)
      return Promise.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'no user gesture' });
    return new Promise<Data>((resolve, reject) => {
      this.sheet = { request, resolve, reject };
    });
  });

  constructor(readonly options: Data) {
    FakePaymentsClient.clients.push(this);
  }

  /** The shopper pays in the sheet: Google asks onPaymentAuthorized; SUCCESS closes the sheet. */
  async pay(paymentData: Data): Promise<Data> {
    const answer = await this.options.paymentDataCallbacks.onPaymentAuthorized(paymentData);
    if (answer.transactionState === 'SUCCESS') this.sheet?.resolve(paymentData);
    return answer;
  }
  close(): void {
    this.sheet?.reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
  }
}

export const GOOGLE_PAYMENT_DATA = {
  apiVersion: 2,
  apiVersionMinor: 0,
  paymentMethodData: {
    type: 'CARD',
    description: 'Visa •••• 1111',
    info: { cardNetwork: 'VISA', cardDetails: '1111' },
    tokenizationData: {
      type: 'PAYMENT_GATEWAY',
      token: '{"signature":"MEUC","protocolVersion":"ECv2","signedMessage":"{}"}',
    },
  },
};

// --- Amazon Pay checkout.js (amazon.Pay) --------------------------------------------------------

export function fakeAmazonPay() {
  const buttons: Array<{
    selector: string;
    options: Data;
    click(): void;
    initCheckout: ReturnType<typeof vi.fn>;
  }> = [];
  const Pay = {
    renderButton: vi.fn((selector: string, options: Data) => {
      if (!document.querySelector(selector)) throw new Error(`Element ${selector} not found`);
      let handler = () => {};
      const button = {
        selector,
        options,
        onClick: (fn: () => void) => {
          handler = fn;
        },
        click: () => handler(),
        initCheckout: vi.fn(),
      };
      buttons.push(button);
      return button;
    }),
  };
  return { Pay, buttons };
}

// --- PayPal JS SDK (paypal.Buttons) -------------------------------------------------------------

export function fakePayPal(eligible = true) {
  const rendered: Array<{ options: Data; container: HTMLElement }> = [];
  const paypal = {
    FUNDING: { PAYPAL: 'paypal' },
    Buttons: vi.fn((options: Data) => ({
      isEligible: () => eligible,
      render: async (container: HTMLElement) => {
        if (!eligible) throw new Error('Instance not eligible');
        container.append(document.createElement('iframe'));
        rendered.push({ options, container });
      },
    })),
  };
  return { paypal, rendered };
}
