import { BIN_COUNTRIES, IP_COUNTRIES } from './countries';
import { RISK_RULES } from './rules';

/** The risk rules and their weights as Markdown, for the README. */
export function renderRiskRulesMarkdown(): string {
  const rows = RISK_RULES.map((rule) => `| ${rule.name} | ${rule.when} | ${rule.weight} |`);
  return ['| Rule | When | Weight |', '|---|---|---|', ...rows].join('\n');
}

/** The countries the risk engine knows for IPs and BINs, as Markdown, for the README. */
export function renderRiskCountriesMarkdown(): string {
  const rows = [
    ...IP_COUNTRIES.map((entry) => `| IP ${entry.range} | ${entry.country} |`),
    ...BIN_COUNTRIES.map((entry) => `| BIN ${entry.bin} | ${entry.country} |`),
  ];
  return ['| IP range or card BIN | Country |', '|---|---|', ...rows].join('\n');
}
