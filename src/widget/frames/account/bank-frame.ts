// The bank frame: holder, IBAN, optional BIC and the mandate text. On submit it checks the account
// (./local-check.ts, in the IBAN check loaded at the first keystroke: ./iban-check-loader.ts),
// then posts the direct debit (or the account's registration) itself: the page never holds the
// holder, the IBAN or the BIC.

import type { BankTexts } from '../../../spec/i18n/messages';
import { type FramedSubmit, pageFields } from '../common/framed-runner';
import type { PageLink } from '../common/page-link';
import { pageTexts } from '../common/page-texts';
import { type AccountField, FIELD_OF, renderAccountForm } from './account-form';
import { type IbanCheckLoader, pageCheckLoader } from './iban-check-loader';
import { compactIban, printIban } from './iban-format';

export function renderBankFrame(
  doc: Document,
  css: string | undefined,
  _link: PageLink,
  loadCheck: IbanCheckLoader = pageCheckLoader(doc),
): FramedSubmit {
  const texts = pageTexts<BankTexts>(doc);
  const form = renderAccountForm(doc, texts, css);
  const { inputs } = form;
  const iban = inputs.accountIban;
  const errorText: Record<AccountField, string> = {
    accountHolder: texts.holderError,
    accountIban: texts.ibanError,
    accountBic: texts.bicError,
  };
  const show = (fields: ReadonlyArray<AccountField | undefined>) => {
    for (const field of Object.keys(inputs) as AccountField[])
      form.setError(field, fields.includes(field) ? errorText[field] : '');
    const first = fields.find((field) => field !== undefined);
    if (first) inputs[first].focus();
  };
  iban.addEventListener('input', () => {
    const formatted = printIban(compactIban(iban.value));
    if (formatted !== iban.value) iban.value = formatted;
  });
  for (const input of Object.values(inputs))
    input.addEventListener('input', () => {
      form.setError(input.id as AccountField, '');
      // The shopper is typing: the check comes while they do (a failed load is tried again at submit).
      loadCheck().catch(() => {});
    });

  return {
    async prepare(fields) {
      // The values as they are at the submit, checked once the check is there.
      const values = {
        holder: inputs.accountHolder.value.trim(),
        iban: compactIban(iban.value),
        bic: inputs.accountBic.value.trim().toUpperCase(),
      };
      const { accountErrors, accountDetails } = await loadCheck();
      const errors = accountErrors(values);
      show(errors);
      if (errors.length) return null;
      const body = pageFields(fields);
      body.append('bankAccount.holder', values.holder);
      body.append('bankAccount.iban', values.iban);
      if (values.bic) body.append('bankAccount.bic', values.bic);
      for (const [name, value] of Object.entries(accountDetails(values.iban, values.bic)))
        body.append(name, value);
      return { route: 'bank-payment', body, secret: values.iban };
    },
    answered(result) {
      if (result.ok)
        show((result.outcome.body.result.parameterErrors ?? []).map(({ name }) => FIELD_OF[name]));
    },
  };
}
