import { describe, expect, it } from 'vitest';
import { parseDeclarations } from './sanitize-css';

describe('parseDeclarations', () => {
  it('keeps typographic declarations', () => {
    expect(
      parseDeclarations('color: #333; font-family: "Inter", sans-serif; padding-left: 8px !important;'),
    ).toEqual([
      ['color', '#333', ''],
      ['font-family', '"Inter", sans-serif', ''],
      ['padding-left', '8px', 'important'],
    ]);
  });

  it.each([
    'background: url(https://evil.test/x.png)',
    'color: red; background-image: URL("x")',
    '@import "x.css"; color: red',
    'color: expression(alert(1))',
    'color: red} body{display:none',
    'color: re\\64',
    'color: red /* x */',
    'color: red; --x: image-set("a.png" 1x)',
  ])('rejects everything in %j', (css) => {
    expect(parseDeclarations(css)).toEqual([]);
  });

  it('drops properties outside the allow-list', () => {
    expect(parseDeclarations('position: fixed; behavior: x; color: blue')).toEqual([['color', 'blue', '']]);
  });
});
