// The browser's own wallets, for a live gateway: what wallet-adapters.js hands to the widget.
import type { WalletFlow } from '../wallet-flow';

export interface LiveAdapters {
  applePayAvailable(win: Window): boolean;
  /** Must run inside the click: Apple Pay's session begins there. */
  startApplePay(flow: WalletFlow): void;
  /** Renders the wallet's own button (Google Pay, Amazon Pay, PayPal); false when not offered. */
  buttons: Readonly<Record<string, (flow: WalletFlow, slot: HTMLElement) => Promise<boolean>>>;
}

/** The property of its own <script> element wallet-adapters.js calls: no global is involved. */
export const REGISTER = 'wpwlWalletAdapters';
