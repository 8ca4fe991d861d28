// The locale list and every catalogue as JSON, made and compressed once at start-up, for
// GET /v1/i18n and GET /v1/i18n/{code}.json (./locales.ts).
import { LOCALE_CATALOGUES, LOCALE_CODES } from '../../spec/i18n/locales';
import { type ServedAsset, servedAsset } from './served-asset';

export interface LocaleAssets {
  /** GET /v1/i18n. */
  list: ServedAsset;
  /** Each catalogue's JSON, by its code. */
  byCode: ReadonlyMap<string, ServedAsset>;
}

const asJson = (value: unknown): Promise<ServedAsset> => servedAsset(Buffer.from(JSON.stringify(value)));

// Made from the source alone, so every sandbox of the process shares them: made once per process.
let loaded: Promise<LocaleAssets> | undefined;
export const loadLocaleAssets = (): Promise<LocaleAssets> => {
  loaded ??= makeLocaleAssets();
  return loaded;
};

async function makeLocaleAssets(): Promise<LocaleAssets> {
  const list = asJson({ locales: LOCALE_CODES.map((code) => LOCALE_CATALOGUES[code]?.meta) });
  const catalogues = await Promise.all(LOCALE_CODES.map((code) => asJson(LOCALE_CATALOGUES[code])));
  return {
    list: await list,
    byCode: new Map(LOCALE_CODES.map((code, i) => [code, catalogues[i] as ServedAsset])),
  };
}
