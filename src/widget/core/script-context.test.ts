// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silenceHappyDomLoading } from '../test-support/fake-frames';
import { readScriptContext } from './script-context';

const tag = (src: string) => {
  const script = document.createElement('script');
  script.src = src;
  return script;
};

beforeEach(() => silenceHappyDomLoading());
afterEach(() => {
  document.head.replaceChildren();
  vi.restoreAllMocks();
});

describe('readScriptContext', () => {
  it('takes the gateway origin and checkout id from the script src', () => {
    expect(
      readScriptContext(tag('https://gw.test:8080/v1/paymentWidgets.js?checkoutId=AB12.x-y_z'), document),
    ).toEqual({
      gatewayOrigin: 'https://gw.test:8080',
      checkoutId: 'AB12.x-y_z',
      resource: 'payment',
    });
  });

  it('reads a registration-only checkout from checkoutId={id}/registration', () => {
    const src = 'https://gw.test/v1/paymentWidgets.js?checkoutId=AB12.x/registration';
    expect(readScriptContext(tag(src), document)).toEqual({
      gatewayOrigin: 'https://gw.test',
      checkoutId: 'AB12.x',
      resource: 'registration',
    });
    const other = 'https://gw.test/v1/paymentWidgets.js?checkoutId=AB12.x/payment';
    expect(readScriptContext(tag(other), document)?.checkoutId).toBeNull();
  });

  it('drops a checkout id that is not URL-safe', () => {
    expect(
      readScriptContext(tag('https://gw.test/v1/paymentWidgets.js?checkoutId=a/../b'), document)?.checkoutId,
    ).toBeNull();
  });

  it('falls back to the widget script tag when currentScript is unavailable', () => {
    document.head.append(
      tag('https://other.test/app.js'),
      tag('https://gw.test/v1/paymentWidgets.js?checkoutId=C1'),
    );
    expect(readScriptContext(null, document)).toEqual({
      gatewayOrigin: 'https://gw.test',
      checkoutId: 'C1',
      resource: 'payment',
    });
  });

  it('returns null without any widget script', () => {
    expect(readScriptContext(null, document)).toBeNull();
  });
});
