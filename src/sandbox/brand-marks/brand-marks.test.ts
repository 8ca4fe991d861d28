import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '../../spec/brands';
import { type TestSandbox, testSandbox } from '../test-support';
import { DRAWN_CARD_BRANDS } from './card-logos';
import { brandMark } from './routes';
import { WALLET_MARKS } from './wallet-marks';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await testSandbox();
});
afterAll(() => sb.app.close());

const get = (url: string) =>
  sb.app.inject({ method: 'GET', url, headers: { origin: 'https://shop.example' } });

/** Every tag's attribute names, to find one given twice (an SVG no browser draws). */
function duplicateAttributes(svg: string): string[] {
  const duplicates: string[] = [];
  for (const [, attrs = ''] of svg.matchAll(/<[a-z]+([^>]*)>/g)) {
    const names = [...attrs.matchAll(/\s([a-z-]+)=/g)].map((m) => m[1] ?? '');
    duplicates.push(...names.filter((name, i) => names.indexOf(name) !== i));
  }
  return duplicates;
}

describe('GET /v1/brands/{file}', () => {
  it('serves a card brand’s logo as a cached SVG any page may show', async () => {
    const res = await get('/v1/brands/VISA.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="40" height="26"/);
    expect(res.body).toContain('#1a1f71');
  });

  it('serves the wallet mark for the button’s colour, and the default mark for other colours', async () => {
    const white = await get('/v1/brands/GOOGLEPAY-white.svg');
    const black = await get('/v1/brands/GOOGLEPAY.svg');
    expect(white.body).toContain('fill="#3c4043"');
    expect(black.body).not.toContain('#3c4043');
    expect((await get('/v1/brands/GOOGLEPAY-pink.svg')).body).toBe(black.body);
    expect((await get('/v1/brands/PAYPAL_CONTINUE-blue.svg')).body).not.toContain('#003087');
  });

  it('draws an unknown but well-formed brand as a neutral card with its code', async () => {
    const res = await get('/v1/brands/DANKORT.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>DANKORT</text>');
  });

  it('answers 404 for anything not a brand’s file name', async () => {
    for (const file of ['visa.svg', 'VISA.png', 'VISA', '%3Cscript%3E.svg', `${'A'.repeat(33)}.svg`]) {
      expect((await get(`/v1/brands/${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe('the drawings', () => {
  it('has one for every card brand the widget knows', () => {
    expect(DRAWN_CARD_BRANDS).toEqual(CARD_BRANDS.map((b) => b.code));
  });

  it('are SVG with no attribute given twice', () => {
    const files = [
      ...CARD_BRANDS.map((b) => `${b.code}.svg`),
      ...Object.keys(WALLET_MARKS).map((k) => `${k}.svg`),
    ];
    for (const file of files) {
      const svg = brandMark(file) ?? '';
      expect(svg, file).toMatch(/^<svg [^>]+>.*<\/svg>$/);
      expect(duplicateAttributes(svg), file).toEqual([]);
    }
  });
});
