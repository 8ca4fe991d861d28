// The stored-details frame of a one-click checkout: the registrations the checkout offers (masked,
// read from the gateway), one radio each (div.wpwl-group-registration, wpwl-selected,
// name="registrationId"), and with requireCvv the selected card's CVV. On submit it posts the
// one-click payment itself, so the CVV never reaches the merchant page.
import { cvvLengthFor } from '../../../spec/brands';
import type { StoredTexts } from '../../../spec/i18n/messages';
import { applyFrameStyles } from '../account/account-form';
import { type FramedSubmit, pageFields } from '../common/framed-runner';
import { pageTexts } from '../common/page-texts';

interface Stored {
  id: string;
  kind: string;
  brand: string;
  last4: string;
  expiry?: string;
  holder?: string;
  account?: string;
}

export async function renderStoredFrame(
  doc: Document,
  checkoutId: string,
  requireCvv: boolean,
  merchantCss: string | undefined,
  fetchFn: typeof fetch,
): Promise<FramedSubmit> {
  applyFrameStyles(doc, merchantCss);
  const texts = pageTexts<StoredTexts>(doc);
  const answer = await fetchFn(`/v1/checkouts/${encodeURIComponent(checkoutId)}/widget`, {
    cache: 'no-store',
  })
    .then((response) => response.json() as Promise<{ registrations?: Stored[] }>)
    .catch(() => ({ registrations: [] }));
  const stored = answer.registrations ?? [];
  let selected = stored[0];
  const groups: HTMLElement[] = [];

  for (const registration of stored) {
    const group = doc.createElement('div');
    group.className = 'wpwl-group wpwl-group-registration';
    const label = doc.createElement('label');
    label.className = 'wpwl-wrapper wpwl-wrapper-registration';
    const radio = doc.createElement('input');
    Object.assign(radio, { type: 'radio', name: 'registrationId', value: registration.id });
    radio.className = 'wpwl-control-registration';
    radio.checked = registration === selected;
    radio.addEventListener('change', () => select(registration));
    const brand = doc.createElement('span');
    brand.className = `wpwl-brand wpwl-brand-${registration.brand}`;
    brand.textContent = registration.brand;
    const details = [
      registration.account ?? `•••• ${registration.last4}`,
      registration.expiry && `${texts.expires} ${registration.expiry}`,
      registration.holder,
    ];
    label.append(radio, brand, ` ${details.filter(Boolean).join(' · ')}`);
    group.append(label);
    groups.push(group);
    doc.body.append(group);
  }

  const cvvGroup = doc.createElement('div');
  cvvGroup.className = 'wpwl-group wpwl-group-cvv';
  const cvvLabel = doc.createElement('label');
  cvvLabel.className = 'wpwl-label wpwl-label-cvv';
  cvvLabel.htmlFor = 'cvv';
  cvvLabel.textContent = texts.cvv;
  const cvv = doc.createElement('input');
  Object.assign(cvv, { id: 'cvv', type: 'text', inputMode: 'numeric', autocomplete: 'cc-csc', name: 'cvc' });
  cvv.className = 'wpwl-control wpwl-control-cvv';
  const hint = doc.createElement('div');
  hint.className = 'wpwl-hint wpwl-hint-cvvError';
  hint.hidden = true;
  cvvGroup.append(cvvLabel, cvv, hint);
  doc.body.append(cvvGroup);
  cvv.addEventListener('input', () => {
    cvv.value = cvv.value.replace(/\D/g, '').slice(0, 4);
    showCvvError(false);
  });

  function showCvvError(invalid: boolean): void {
    hint.textContent = invalid ? texts.cvvError : '';
    hint.hidden = !invalid;
    cvv.classList.toggle('wpwl-has-error', invalid);
    cvv.setAttribute('aria-invalid', String(invalid));
  }

  const needsCvv = () => requireCvv && selected?.kind === 'card';
  function select(registration: Stored | undefined): void {
    selected = registration;
    for (const [i, r] of stored.entries()) groups[i]?.classList.toggle('wpwl-selected', r === registration);
    cvvGroup.hidden = !needsCvv();
    cvv.maxLength = cvvLengthFor(registration?.brand ?? null);
  }
  select(selected);

  return {
    prepare(fields) {
      if (!selected) return null;
      const body = pageFields(fields);
      body.append('registrationId', selected.id);
      if (needsCvv()) {
        const valid = cvv.value.length === cvvLengthFor(selected.brand);
        showCvvError(!valid);
        if (!valid) {
          cvv.focus();
          return null;
        }
        body.append('card.cvv', cvv.value);
      }
      return { route: 'one-click-payment', body, secret: '' };
    },
    answered(result) {
      if (result.ok)
        showCvvError(!!result.outcome.body.result.parameterErrors?.some((e) => e.name === 'card.cvv'));
    },
  };
}
