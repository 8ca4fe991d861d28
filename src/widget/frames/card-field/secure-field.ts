// Wires one secure field: waits for the page's init, renders the input, reports state, and hands
// field-specific work (formatting, brand, CVV exchange, payment) to the field's controller.
import type { FieldState, FieldStyle, SecureFieldName } from '../../frame-protocol/protocol';
import { connectToPage, type PageCommand, type PageLink } from '../common/page-link';
import type { FrameQuery } from '../common/query';
import { renderField } from './field-view';

export type Verdict = Omit<FieldState, 'focused'>;

export interface FieldController {
  /** Normalises the input's value in place and returns its validity. */
  update(): Verdict;
  command(command: PageCommand): void;
  close(): void;
}

export interface FieldContext {
  input: HTMLInputElement;
  link: PageLink;
  key: string;
  query: FrameQuery;
  fetchFn: typeof fetch;
  postState(): void;
  style: FieldStyle;
}

export interface SecureFieldEnv {
  win: Window;
  /** The embedding window (window.parent); the only source init is accepted from. */
  parent: Window;
  query: FrameQuery;
  /** The field's own behaviour; each bundle brings its own (card fields, IBAN). */
  createController(ctx: FieldContext): FieldController;
  fetchFn?: typeof fetch;
}

export function startSecureField({
  win,
  parent,
  query,
  createController,
  fetchFn = fetch,
}: SecureFieldEnv): () => void {
  const doc = win.document;
  const { field } = query;
  let controller: FieldController | null = null;
  let onCommand: (command: PageCommand) => void = () => {};

  const link = connectToPage(
    win,
    parent,
    query.parentOrigin,
    (init) => {
      // Only the card fields start here (main.ts); the bank and stored-details frames have their own.
      const view = renderField(doc, field as SecureFieldName, init.style);
      const { input } = view;
      const state = (): FieldState => ({ ...controller!.update(), focused: doc.activeElement === input });
      const postState = (): void => link.post({ type: 'state', field, state: state() });
      const ctx: FieldContext = { input, link, key: init.key, query, fetchFn, postState, style: init.style };
      controller = createController(ctx);
      controller.update(); // sets maxLength before the first keystroke

      input.addEventListener('input', postState);
      input.addEventListener('focus', postState);
      input.addEventListener('blur', () => {
        const current = state();
        link.post({ type: 'state', field, state: current });
        link.post({ type: 'blur', field, valid: current.valid });
      });
      input.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        link.post({ type: 'submitEnter', field });
      });
      link.post({ type: 'ready', field });
      if (init.autofocus) input.focus();

      onCommand = (command) => {
        if (command.type === 'focus') input.focus();
        else if (command.type === 'setInvalid') view.setInvalid(command.invalid, command.message);
        else if (command.type === 'validate') link.post({ type: 'validated', field, state: state() });
        else controller?.command(command);
      };
    },
    (command) => onCommand(command),
  );

  return () => {
    link.close();
    controller?.close();
  };
}
