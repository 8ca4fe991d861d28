// What the wallet sheet remembers between its page and the shopper's decision. It travels through
// the shopper's browser sealed with the sandbox's sheet key (AES-256-GCM), so the sandbox keeps no
// session for a sheet that is only looked at, and nobody can change where it leads.
import type { PageLanguage } from '../pages/texts';
import type { WalletKeys } from './keys';
import { openCompact, sealCompact } from './seal';

export interface SheetState {
  checkoutId: string;
  brand: string;
  /** shopperResultUrl with id and resourcePath, for a sheet shown at the top level. */
  returnUrl: string;
  /** The widget's page, which gets the done / cancel message. */
  parentOrigin: string;
  lang: PageLanguage;
  /** Milliseconds since the epoch: the checkout's end. */
  expiresAt: number;
}

const AAD = 'wallet-sheet';

export const sealSheetState = (keys: WalletKeys, state: SheetState): string =>
  sealCompact(keys.sheet, state, AAD);

export function openSheetState(keys: WalletKeys, sealed: string, now: Date): SheetState | undefined {
  const state = openCompact(keys.sheet, sealed, AAD) as SheetState | undefined;
  return state && typeof state.checkoutId === 'string' && state.expiresAt > now.getTime() ? state : undefined;
}
