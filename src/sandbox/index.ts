// What the rest of the repository uses from the sandbox.

export type { SandboxConfig } from './config';
export { configFromEnv, DEFAULT_ACCESS_TOKEN, DEFAULT_CONFIG, DEFAULT_ENTITY_ID } from './config';
export { type Merchant, SECOND_MERCHANT } from './merchants';
export { renderRedirectBrandsMarkdown } from './providers/brands-markdown';
export { buildSandbox } from './server';
export { TEST_CARDS, type TestCard } from './simulator/test-cards';
export { renderTestCardsMarkdown } from './simulator/test-cards-markdown';
export { startSandbox } from './start';
export { THREEDS_CARDS, type ThreeDSCard } from './threeds/test-cards';
export { renderThreeDSCardsMarkdown } from './threeds/test-cards-markdown';
