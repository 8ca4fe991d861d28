// The card form's state as signals; the component reads them, the controller writes them.
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import type { FieldState, SecureFieldName } from '../frame-protocol/protocol';

export type CardField = SecureFieldName;
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cardHolder', 'cvv'];

const EMPTY_FRAME: FieldState = { empty: true, valid: false, potentiallyValid: true, focused: false };

/** One signal per card field. */
const perField = <T>(value: T): Record<CardField, Signal<T>> =>
  Object.fromEntries(CARD_FIELDS.map((field) => [field, signal(value)])) as Record<CardField, Signal<T>>;

export interface CardState {
  /** The page's holder and expiry inputs ('' while they are in frames: enableSAQACompliance). */
  holder: Signal<string>;
  expiry: Signal<string>;
  /** What the iframes last reported; they never report their values. */
  frames: Record<CardField, Signal<FieldState>>;
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
  /** Whether each field's iframe answered init (never, for a field the page holds). */
  ready: Record<CardField, Signal<boolean>>;
}

export function createCardState(brandDetection: boolean, acceptedBrands: readonly string[]): CardState {
  const detectedBrand = signal<string | null>(null);
  const chosenBrand = signal(acceptedBrands[0] ?? '');
  return {
    holder: signal(''),
    expiry: signal(''),
    frames: perField(EMPTY_FRAME),
    detectedBrand,
    chosenBrand,
    brand: computed(() => (brandDetection ? detectedBrand.value : chosenBrand.value || null)),
    errors: perField(''),
    message: signal(''),
    busy: signal(false),
    closed: signal(false),
    ready: perField(false),
  };
}
