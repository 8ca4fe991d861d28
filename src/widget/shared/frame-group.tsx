// The group of a framed form's iframe (div.wpwl-group-{field} > iframe.wpwl-control-{field}), in
// the main bundle: the SEPA form's is rendered by bank/early-bank-frame.tsx before the form's
// chunk is there, and the chunk's form renders the same component, with the same key, over it, so
// Preact keeps that element and the iframe goes on loading (./framed-form.tsx).
import type { Ref } from 'preact';

export interface FrameGroupProps {
  field: 'accountIban' | 'registrations';
  src: string;
  /** The iframe's name attribute (bankAccount.iban, registrationId). */
  name: string;
  title: string;
  /** The frame's content height; 0 before it said. */
  height: number;
  frameRef: Ref<HTMLIFrameElement>;
  onLoad(): void;
}

/** The key that pairs the early render's group with the form's. */
export const FRAME_KEY = 'frame';

export const FrameGroup = ({ field, src, name, title, height, frameRef, onLoad }: FrameGroupProps) => (
  <div class={`wpwl-group wpwl-group-${field}`}>
    <iframe
      ref={frameRef}
      onLoad={onLoad}
      src={src}
      name={name}
      title={title}
      class={`wpwl-control wpwl-control-iframe wpwl-iframe wpwl-control-${field}`}
      style={{ height: `${height || 150}px`, border: 0, background: 'none' }}
    />
  </div>
);
