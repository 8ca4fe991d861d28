// The card form's state as signals; the component reads them, the controller writes them.
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import type { FieldState } from '../frame-protocol/protocol';

export type CardField = 'cardNumber' | 'expiry' | 'cardHolder' | 'cvv';
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cardHolder', 'cvv'];

const EMPTY_FRAME: FieldState = { empty: true, valid: false, potentiallyValid: true, focused: false };

export interface CardState {
  holder: Signal<string>;
  expiry: Signal<string>;
  /** What the iframes last reported; they never report their values. */
  frames: { cardNumber: Signal<FieldState>; cvv: Signal<FieldState> };
  detectedBrand: Signal<string | null>;
  /** The shopper's choice when brand detection is off. */
  chosenBrand: Signal<string>;
  brand: ReadonlySignal<string | null>;
  /** The error text shown per field ('' = none). */
  errors: Record<CardField, Signal<string>>;
  /** Form-level message ('' = none). */
  message: Signal<string>;
  busy: Signal<boolean>;
  /** The checkout cannot be paid any more (already paid / expired). */
  closed: Signal<boolean>;
  ready: { cardNumber: Signal<boolean>; cvv: Signal<boolean> };
}

export function createCardState(brandDetection: boolean, acceptedBrands: readonly string[]): CardState {
  const detectedBrand = signal<string | null>(null);
  const chosenBrand = signal(acceptedBrands[0] ?? '');
  return {
    holder: signal(''),
    expiry: signal(''),
    frames: { cardNumber: signal(EMPTY_FRAME), cvv: signal(EMPTY_FRAME) },
    detectedBrand,
    chosenBrand,
    brand: computed(() => (brandDetection ? detectedBrand.value : chosenBrand.value || null)),
    errors: { cardNumber: signal(''), expiry: signal(''), cardHolder: signal(''), cvv: signal('') },
    message: signal(''),
    busy: signal(false),
    closed: signal(false),
    ready: { cardNumber: signal(false), cvv: signal(false) },
  };
}
