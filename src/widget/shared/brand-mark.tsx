// A card brand's logo or a wallet's mark: an SVG the gateway serves (GET /v1/brands/{file}), so
// the bundle carries none; an image from the gateway's origin passes a strict CSP's img-src.
export function BrandMark({ origin, file, label }: { origin: string; file: string; label: string }) {
  return <img src={`${origin}/v1/brands/${file}.svg`} alt={label} />;
}
