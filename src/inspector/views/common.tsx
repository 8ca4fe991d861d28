// Small pieces the views share: a result badge that says its kind in words, a loading/failure
// line, and a hook that loads one answer.
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Answer } from '../api/client';
import { useInspector } from '../context';
import { resultKind } from '../format';
import { fill } from '../i18n';

export function ResultBadge({ code, description }: { code?: string; description?: string }) {
  const { texts } = useInspector();
  const kind = resultKind(code);
  if (kind === 'none') return null;
  return (
    <span class={`result result-${kind}`}>
      <span class="result-kind">{texts[kind]}</span> <code>{code}</code>
      {description ? <span class="result-description"> {description}</span> : null}
    </span>
  );
}

export interface Loaded<T> {
  answer?: Answer<T>;
  failed?: number;
  reload(): void;
}

/** GETs `path` (again when it changes, or on reload()); undefined path loads nothing. */
export function useLoad<T>(path: string | undefined): Loaded<T> {
  const { api } = useInspector();
  const [state, setState] = useState<{ answer?: Answer<T>; failed?: number }>({});
  const [round, setRound] = useState(0);
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!path) return;
    let current = true;
    // Another path starts empty; the same one read again keeps what is shown until the new answer
    // comes, so the forms under it keep their state (an action's answer stays beside its form).
    if (shown.current !== path) setState({});
    shown.current = path;
    api.get<T>(path).then(
      (answer) => current && setState(answer.ok ? { answer } : { failed: answer.status }),
      () => current && setState({ failed: 0 }),
    );
    return () => {
      current = false;
    };
  }, [api, path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

export function LoadState({
  loaded,
  children,
}: {
  loaded: Loaded<unknown>;
  children: () => ComponentChildren;
}) {
  const { texts } = useInspector();
  if (loaded.failed !== undefined)
    return (
      <p class="notice notice-error" role="alert">
        {fill(texts.loadFailed, { status: loaded.failed || '—' })}
      </p>
    );
  if (!loaded.answer) return <p class="notice">{texts.loading}</p>;
  return <>{children()}</>;
}

/** A labelled field of a filter or action form. */
export function Field({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, which the label wraps
    <label class="field">
      <span class="field-label">{label}</span>
      {children}
    </label>
  );
}

/**
 * A list's filter form: its own fields, then the merchantTransactionId every list filters by, and
 * the button that applies them (read from the form: ./paged-list.ts, ./requests.tsx).
 */
export function FilterForm({
  onSubmit,
  children,
}: {
  onSubmit(event: Event): void;
  children: ComponentChildren;
}) {
  const { texts } = useInspector();
  return (
    <form class="filters" onSubmit={onSubmit} aria-label={texts.filters}>
      {children}
      <Field label={texts.merchantTransactionId}>
        <input name="merchantTransactionId" />
      </Field>
      <button type="submit">{texts.apply}</button>
    </form>
  );
}

/** The button that reads a list's next older page, while there is one. */
export function ShowOlder({ next, onClick }: { next?: string; onClick(): void }) {
  const { texts } = useInspector();
  return next ? (
    <button type="button" onClick={onClick}>
      {texts.more}
    </button>
  ) : null;
}

/** Fields of a form by name, the empty ones left out. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement;
    if (field.name && field.value.trim()) values[field.name] = field.value.trim();
  }
  return values;
}

/**
 * A table's box that scrolls sideways on narrow screens: a named region in the tab order, so a
 * keyboard can scroll it too.
 */
export function TableBox({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section class="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/**
 * A list's table as the lists show it: in its scrolling box, named by a caption screen readers
 * read, one header cell a column; `children` are its rows.
 */
export function ListTable({
  label,
  name,
  columns,
  children,
}: {
  label: string;
  /** The table's class (`payments`, `checkouts`, `requests`). */
  name: string;
  columns: readonly string[];
  children: ComponentChildren;
}) {
  return (
    <TableBox label={label}>
      <table class={name}>
        <caption class="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableBox>
  );
}
