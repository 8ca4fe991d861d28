// CSS is never injected as <style>: it is adopted as a constructed stylesheet, so a page with a
// strict style-src needs no 'unsafe-inline'. Without constructable stylesheets there is no styling.

/** Adopts `css` into `doc`; returns the sheet (null when unsupported) and a function removing it. */
export function adoptStyles(doc: Document, css: string): { sheet: CSSStyleSheet | null; remove: () => void } {
  const view = doc.defaultView;
  if (!view || !('adoptedStyleSheets' in doc) || typeof view.CSSStyleSheet !== 'function') {
    return { sheet: null, remove: () => {} };
  }
  let sheet: CSSStyleSheet;
  try {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } catch {
    return { sheet: null, remove: () => {} };
  }
  return {
    sheet,
    remove: () => {
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
    },
  };
}
