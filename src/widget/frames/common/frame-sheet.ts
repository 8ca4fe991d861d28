// A frame's stylesheet is adopted, never a <style>: the frames' strict CSP has no 'unsafe-inline'.
// The frame owns its document, so the sheet replaces whatever was adopted; where the browser has no
// constructable stylesheets the frame goes unstyled (the page side's adopt-styles.ts says the same).

/** Adopts `css` into the frame's document; the sheet, to add the merchant's rules to, or null. */
export function adoptFrameSheet(doc: Document, css: string): CSSStyleSheet | null {
  try {
    const sheet = new (doc.defaultView as typeof globalThis).CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [sheet];
    return sheet;
  } catch {
    return null;
  }
}
