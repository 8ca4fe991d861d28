// The bank frame: holder, IBAN, optional BIC and the mandate text. On submit it checks the account
// (./local-check.ts), then posts the direct debit (or the account's registration) itself: the page
// never holds the holder, the IBAN or the BIC.

import type { BankTexts } from '../../../spec/i18n/messages';
import { type FramedSubmit, pageFields } from '../common/framed-runner';
import type { PageLink } from '../common/page-link';
import { pageTexts } from '../common/page-texts';
import { type AccountField, renderAccountForm } from './account-form';
import { accountDetails, analyseIban } from './iban';
import { accountErrors, FIELD_OF } from './local-check';

export function renderBankFrame(doc: Document, css: string | undefined, _link: PageLink): FramedSubmit {
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
    const { formatted } = analyseIban(iban.value);
    if (formatted !== iban.value) iban.value = formatted;
  });
  for (const input of Object.values(inputs))
    input.addEventListener('input', () => form.setError(input.id as AccountField, ''));

  return {
    prepare(fields) {
      const values = {
        holder: inputs.accountHolder.value.trim(),
        iban: analyseIban(iban.value).iban,
        bic: inputs.accountBic.value.trim().toUpperCase(),
      };
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
