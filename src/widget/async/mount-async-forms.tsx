// The forms of the redirect brands (online transfer, virtual account), one container each.
import { signal } from '@preact/signals-core';
import { renderReactive } from '../core/reactive-render';
import type { MountHost } from '../registrations/mount-one-click';
import { asyncMethodOf } from './async-brands';
import { AsyncForm } from './async-form';

/** One form per brand, in the brands' order; returns the functions that remove them. */
export function mountAsyncForms(host: MountHost, brands: readonly string[]): Array<() => void> {
  const { ctx, merchantForm, lookup, hideForms } = host;
  return brands.map((brand) => {
    const method = asyncMethodOf(brand)!;
    const state = { busy: signal(false), message: signal('') };
    const view = () => (
      <AsyncForm
        ctx={ctx}
        merchantForm={merchantForm}
        brand={brand}
        method={method}
        {...lookup}
        state={state}
        hideForms={hideForms}
      />
    );
    return renderReactive(view, host.container(`${method}-${brand}`));
  });
}
