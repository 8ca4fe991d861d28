import type { ShopConfig } from './config.js';

/** The part of a gateway answer the shop reads. Responses may carry more members at any time. */
export interface GatewayAnswer {
  id?: string;
  integrity?: string;
  amount?: string;
  currency?: string;
  paymentBrand?: string;
  paymentType?: string;
  merchantTransactionId?: string;
  result: { code: string; description: string };
  card?: { bin?: string; last4Digits?: string; holder?: string; expiryMonth?: string; expiryYear?: string };
  [member: string]: unknown;
}

export interface CheckoutRequest {
  amount: string;
  currency: string;
  merchantTransactionId: string;
  shopperResultUrl: string;
}

/** Server-to-server calls of the merchant to the gateway, with the merchant's bearer token. */
export class GatewayClient {
  constructor(private readonly config: ShopConfig) {}

  /** `extra`: more checkout parameters (createRegistration, registrations[n].id). */
  async createCheckout(request: CheckoutRequest, extra: Record<string, string> = {}): Promise<GatewayAnswer> {
    const body = new URLSearchParams({
      entityId: this.config.entityId,
      amount: request.amount,
      currency: request.currency,
      paymentType: 'DB',
      merchantTransactionId: request.merchantTransactionId,
      shopperResultUrl: request.shopperResultUrl,
      integrity: 'true',
      ...extra,
    });
    return this.call('POST', '/v1/checkouts', body);
  }

  /** A registration-only checkout: the widget stores payment details without paying. */
  async createRegistrationCheckout(): Promise<GatewayAnswer> {
    const body = new URLSearchParams({
      entityId: this.config.entityId,
      createRegistration: 'true',
      integrity: 'true',
    });
    return this.call('POST', '/v1/checkouts', body);
  }

  /** `resourcePath` must already be checked to be a checkout payment (or registration) path of this shop. */
  async getPaymentStatus(resourcePath: string): Promise<GatewayAnswer> {
    return this.call('GET', `${resourcePath}?${new URLSearchParams({ entityId: this.config.entityId })}`);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: URLSearchParams): Promise<GatewayAnswer> {
    const response = await fetch(new URL(path, this.config.gatewayApiUrl), {
      method,
      headers: {
        Authorization: `Bearer ${this.config.accessToken}`,
        ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' } : {}),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as GatewayAnswer;
    if (!answer?.result?.code) throw new Error(`gateway answered HTTP ${response.status} without a result`);
    return answer;
  }
}
