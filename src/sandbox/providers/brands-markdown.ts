import { RESULT } from '../../spec/result-codes';
import { ASYNC_BRANDS, type AsyncBrand } from './brands';

/** The redirect brands and what each answer on the simulated provider page ends in, for the README. */
export function renderRedirectBrandsMarkdown(brands: readonly AsyncBrand[] = ASYNC_BRANDS): string {
  const rows = brands.map(
    (b) =>
      `| ${b.code} | ${b.label} | ${b.method} | ${RESULT.SUCCESS_INTEGRATOR_TEST.code} | ${RESULT.CANCELLED_BY_USER.code} | ${RESULT.DECLINED.code} | ${b.timeout.code} |`,
  );
  return [
    '| paymentBrand | Provider | Widget form | Approve | Cancel | Fail | Abandoned |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
