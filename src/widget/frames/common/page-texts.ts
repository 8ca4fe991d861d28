// A frame's texts: the gateway writes them into the frame's page (body[data-texts]) in the page's
// language, so the frame's script carries none and asks for none.
export const pageTexts = <T>(doc: Document): T => JSON.parse(doc.body.dataset.texts || '{}') as T;
