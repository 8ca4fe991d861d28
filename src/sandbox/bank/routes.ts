import type { FeatureRoutes } from '../plugins/audiences';
import { registerBankFieldRoutes } from './bank-field-page';
import { registerBankPaymentRoute } from './bank-payment';

/** SEPA direct debit: the gateway's bank-account frame and its script, and the frame's payment. */
export const BANK_ROUTES: FeatureRoutes = {
  pages: registerBankFieldRoutes,
  frames: registerBankPaymentRoute,
};
