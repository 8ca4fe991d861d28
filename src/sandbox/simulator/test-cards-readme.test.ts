import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTestCardsMarkdown } from './test-cards-markdown';

describe('the README test-card table', () => {
  it('is the table the simulator actually uses', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    // Compare cell by cell: a Markdown formatter may pad the columns.
    const cells = (text: string) => text.replace(/[ \t]*\|[ \t]*/g, '|').replace(/\|-+(?=\|)/g, '|-');
    expect(cells(readme)).toContain(cells(renderTestCardsMarkdown()));
  });
});
