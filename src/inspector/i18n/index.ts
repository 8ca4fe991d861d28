// The inspector speaks the page's language (<html lang>, chosen by the gateway among the widget's
// locales), mirrored for right-to-left ones. The gateway writes that language's labels into the
// page (`#inspector[data-texts]`, from src/spec/i18n/inspector), so the script carries English
// alone: every language's labels in it would be three quarters of its weight.
import { en, type InspectorTexts } from '../../spec/i18n/inspector/en';

export type { InspectorTexts };

export interface Language {
  code: string;
  dir: 'ltr' | 'rtl';
  texts: InspectorTexts;
}

/** The labels the page carries, each missing or malformed one in English. */
function textsOf(json: string | undefined): InspectorTexts {
  let given: unknown;
  try {
    given = JSON.parse(json ?? '{}');
  } catch {
    return en;
  }
  if (typeof given !== 'object' || given === null) return en;
  const texts = { ...en };
  for (const key of Object.keys(en) as Array<keyof InspectorTexts>) {
    const text = (given as Record<string, unknown>)[key];
    if (typeof text === 'string' && text !== '') texts[key] = text;
  }
  return texts;
}

/** The page's language as the gateway wrote it: lang and dir of <html>, the labels of `root`. */
export function pageLanguage(doc: Document, root: HTMLElement): Language {
  const { lang, dir } = doc.documentElement;
  return { code: lang || 'en', dir: dir === 'rtl' ? 'rtl' : 'ltr', texts: textsOf(root.dataset.texts) };
}

/** Replaces {name} placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
