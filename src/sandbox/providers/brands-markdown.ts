import { RESULT } from '../../spec/result-codes';
import { ASYNC_BRANDS, type AsyncBrand } from './brands';

const needsOf = (brand: AsyncBrand): string =>
  brand.needs?.map((need) => (need === 'cart.items' ? '`cart.items[n].*`' : `\`${need}\``)).join(', ') || '—';

/**
 * The redirect brands, what each provider needs and what each answer on the simulated provider
 * page ends in, for the README.
 */
export function renderRedirectBrandsMarkdown(brands: readonly AsyncBrand[] = ASYNC_BRANDS): string {
  const rows = brands.map(
    (b) =>
      `| ${b.code} | ${b.label} | ${b.method} | ${b.currencies?.join(', ') ?? 'any'} | ${needsOf(b)} | ${RESULT.SUCCESS_INTEGRATOR_TEST.code} | ${RESULT.CANCELLED_BY_USER.code} | ${RESULT.DECLINED.code} | ${b.timeout.code} |`,
  );
  return [
    '| paymentBrand | Provider | Widget form | Currencies | Merchant sends | Approve | Cancel | Fail | Abandoned |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
