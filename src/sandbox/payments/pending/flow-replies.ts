// Replies shared by the steps of every redirect flow.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOGUE, matchesFormat } from '../../../spec/catalogue/index';
import { formOf } from '../../http/form-body';
import type { GatewayOrigins } from '../../http/origins';
import { completionPage, gonePage } from '../../pages/common-pages';
import { sendPage } from '../../pages/page-shell';
import type { PageLanguage } from '../../pages/texts';
import type { PaymentRecord } from '../../store/store';
import { shopperReturnUrl } from './pending-payments';

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The origin of the page that posted the redirect: the widget's page, which will get the
 * completion message. From Origin, else Referer, else the shop's result URL.
 */
export function parentOriginOf(request: FastifyRequest, own: GatewayOrigins, returnUrl: string): string {
  for (const candidate of [request.headers.origin, request.headers.referer]) {
    const origin = originOf(candidate);
    if (origin && !own.allows(origin)) return origin;
  }
  return originOf(returnUrl) ?? '';
}

export interface FlowEnd {
  lang: PageLanguage;
  returnUrl: string;
  parentOrigin: string;
}

const isResultUrl = (value: string | undefined): value is string => {
  const spec = CATALOGUE.byName('shopperResultUrl');
  return value !== undefined && spec !== undefined && matchesFormat(value, spec.format);
};

/**
 * What the first request of a flow tells: which page posted it (it gets the completion message),
 * and, from the widget, the form's action as the way back when the merchant gave no
 * shopperResultUrl (COPYandPAY's widget uses its form's action the same way).
 */
export function noteFlowStart(
  request: FastifyRequest,
  end: FlowEnd,
  payment: Pick<PaymentRecord, 'id' | 'checkoutId'>,
  own: GatewayOrigins,
): void {
  const sent = formOf(request.body).params.shopperResultUrl;
  if (!end.returnUrl && isResultUrl(sent)) {
    end.returnUrl = shopperReturnUrl(sent, { checkoutId: payment.checkoutId, paymentId: payment.id });
  }
  if (!end.parentOrigin) end.parentOrigin = parentOriginOf(request, own, end.returnUrl);
}

/** The flow is over (now or before): the page that takes the shopper back to the shop. */
export const sendCompletion = (reply: FastifyReply, end: FlowEnd, cancelled = false): FastifyReply =>
  sendPage(
    reply,
    200,
    completionPage(end.lang, { resultUrl: end.returnUrl, parentOrigin: end.parentOrigin, cancelled }),
  );

/** An unknown session, a wrong token or a step out of order. */
export const sendGone = (reply: FastifyReply, lang: PageLanguage = 'en', status = 404): FastifyReply =>
  sendPage(reply, status, gonePage(lang));
