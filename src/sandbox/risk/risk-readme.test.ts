import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRiskCountriesMarkdown, renderRiskRulesMarkdown } from './risk-markdown';

describe('the README risk checks', () => {
  it('list the rules, weights and countries the risk engine actually uses', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    // Compare cell by cell: a Markdown formatter may pad the columns.
    const cells = (text: string) => text.replace(/[ \t]*\|[ \t]*/g, '|').replace(/\|-+(?=\|)/g, '|-');
    expect(cells(readme)).toContain(cells(renderRiskRulesMarkdown()));
    expect(cells(readme)).toContain(cells(renderRiskCountriesMarkdown()));
  });
});
