import { describe, expect, it, vi } from 'vitest';
import { EVERY_OPTION } from '../test-support/every-option';
import { resolveOptions } from './options';

describe('resolveOptions', () => {
  it('accepts every COPYandPAY option without a warning and keeps each', () => {
    const warn = vi.fn();
    const options = resolveOptions(EVERY_OPTION, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(options).toEqual(EVERY_OPTION);
  });

  it('warns about a COPYandPAY option of the wrong type', () => {
    const warn = vi.fn();
    resolveOptions({ maskCvv: 'yes', brandDetectionType: 'luhn', onDetectBrand: 'f', spinner: 1 }, warn);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('fills the defaults', () => {
    expect(resolveOptions(undefined)).toEqual({
      style: 'card',
      showLabels: true,
      showPlaceholders: true,
      requireCvv: true,
      allowEmptyCardHolderName: true,
      brandDetection: true,
    });
  });

  it('keeps valid options', () => {
    const onError = () => {};
    const options = resolveOptions({
      locale: 'de-AT',
      style: 'plain',
      requireCvv: false,
      onError,
      autofocus: 'card.holder',
    });
    expect(options).toMatchObject({
      locale: 'de-AT',
      style: 'plain',
      requireCvv: false,
      autofocus: 'card.holder',
    });
    expect(options.onError).toBe(onError);
  });

  it('warns once per unknown option and ignores it', () => {
    const warn = vi.fn();
    const options = resolveOptions(
      { shopperResultTargt: '_top', onBlurCardNumbr: () => {}, locale: 'en' },
      warn,
    );
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([m]) => m).join()).toMatch(/"shopperResultTargt".*"onBlurCardNumbr"/);
    expect(options).not.toHaveProperty('shopperResultTargt');
    expect(options).not.toHaveProperty('onBlurCardNumbr');
  });

  it('takes brandDetectionPriority as a list, as HyperPay’s mada set-up sends it', () => {
    const warn = vi.fn();
    const options = resolveOptions({ brandDetectionPriority: ['MADA', 'VISA', 'MASTER'] }, warn);
    expect(options.brandDetectionPriority).toEqual(['MADA', 'VISA', 'MASTER']);
    expect(resolveOptions({ brandDetectionPriority: 'MADA' }, warn).brandDetectionPriority).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns about ill-typed values and keeps the default', () => {
    const warn = vi.fn();
    const options = resolveOptions({ style: 'fancy', showLabels: 'no', onReady: 'x' }, warn);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(options.style).toBe('card');
    expect(options.showLabels).toBe(true);
    expect(options.onReady).toBeUndefined();
  });

  it('ignores a non-object with one warning', () => {
    const warn = vi.fn();
    expect(resolveOptions('locale=de', warn).style).toBe('card');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takes the redirect options, and refuses ill-formed ones', () => {
    const warn = vi.fn();
    const onLoad = () => {};
    const options = resolveOptions(
      {
        paymentTarget: '_top',
        threeDIframeSize: { width: '100%', height: '600px' },
        browser: { threeDChallengeWindow: 2 },
        onLoadThreeDIframe: onLoad,
      },
      warn,
    );
    expect(warn).not.toHaveBeenCalled();
    expect(options).toMatchObject({
      paymentTarget: '_top',
      threeDIframeSize: { width: '100%', height: '600px' },
      browser: { threeDChallengeWindow: 2 },
      onLoadThreeDIframe: onLoad,
    });
    const bad = resolveOptions({ paymentTarget: 'javascript:x', threeDIframeSize: { width: 100 } }, warn);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(bad).not.toHaveProperty('paymentTarget');
    expect(bad).not.toHaveProperty('threeDIframeSize');
  });
});
