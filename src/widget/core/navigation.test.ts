// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleRedirect, resultUrl } from './navigation';

describe('resultUrl', () => {
  it('appends id and the encoded resourcePath', () => {
    expect(resultUrl('https://shop.test/result', 'abc.uat01')).toBe(
      'https://shop.test/result?id=abc.uat01&resourcePath=%2Fv1%2Fcheckouts%2Fabc.uat01%2Fpayment',
    );
  });

  it("uses '&' when the action already has a query", () => {
    expect(resultUrl('https://shop.test/result?order=7', 'X1')).toBe(
      'https://shop.test/result?order=7&id=X1&resourcePath=%2Fv1%2Fcheckouts%2FX1%2Fpayment',
    );
  });
});

describe('handleRedirect', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('submits a top-level form built from DOM nodes', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const ok = handleRedirect(
      { url: 'https://acs.test/challenge', parameters: [{ name: 'creq', value: 'a"b<c>' }] },
      document,
    );
    expect(ok).toBe(true);
    const form = document.querySelector('form')!;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://acs.test/challenge');
    expect(form.target).toBe('_top');
    const input = form.querySelector('input')!;
    expect([input.type, input.name, input.value]).toEqual(['hidden', 'creq', 'a"b<c>']);
    expect(submit).toHaveBeenCalledOnce();
  });

  it('refuses non-http targets', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    expect(handleRedirect({ url: 'javascript:alert(1)', parameters: [] }, document)).toBe(false);
    expect(document.querySelector('form')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });
});
