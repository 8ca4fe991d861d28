import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTestCardsMarkdown } from './test-cards-markdown';

describe('the README test-card table', () => {
  it('is the table the simulator actually uses', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(renderTestCardsMarkdown());
  });
});
