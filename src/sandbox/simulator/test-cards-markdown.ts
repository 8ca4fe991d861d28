import { TEST_CARDS, type TestCard } from './test-cards';

/** The test-card table as Markdown, for the README. */
export function renderTestCardsMarkdown(cards: readonly TestCard[] = TEST_CARDS): string {
  const rows = cards.map((c) => `| ${c.number} | ${c.brand} | ${c.result.code} | ${c.description} |`);
  return ['| Card number | Brand | Result code | Outcome |', '|---|---|---|---|', ...rows].join('\n');
}
