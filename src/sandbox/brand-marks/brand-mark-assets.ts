// Every logo and mark the widget asks for, as SVG made and compressed once at start-up. A
// well-formed code outside these (a neutral card with its code) is drawn when asked: a few hundred
// bytes, too small to compress, and a set that cannot grow in memory by what clients invent.
import { CARD_BRANDS } from '../../spec/brands';
import { type ServedAsset, servedAsset } from '../assets/served-asset';
import { cardLogo } from './card-logos';
import { WALLET_MARKS } from './wallet-marks';

/** By the SVG's text: what brandMark() answers for a file name. */
export type BrandMarkAssets = ReadonlyMap<string, ServedAsset>;

// Made from the source alone, so every sandbox of the process shares them: made once per process.
let loaded: Promise<BrandMarkAssets> | undefined;
export const loadBrandMarkAssets = (): Promise<BrandMarkAssets> => {
  loaded ??= makeBrandMarkAssets();
  return loaded;
};

async function makeBrandMarkAssets(): Promise<BrandMarkAssets> {
  const svgs = [
    ...new Set([...CARD_BRANDS.map((brand) => cardLogo(brand.code)), ...Object.values(WALLET_MARKS)]),
  ];
  const served = await Promise.all(svgs.map((svg) => servedAsset(Buffer.from(svg))));
  return new Map(svgs.map((svg, i) => [svg, served[i] as ServedAsset]));
}
