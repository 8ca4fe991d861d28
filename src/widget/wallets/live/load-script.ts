// A vendor's button script (Google Pay, Amazon Pay, PayPal), added once, only when its wallet is
// configured and the gateway is live. Vendors change these scripts at will, so they carry no SRI;
// a merchant's CSP must allow their origins.
const loading = new Map<string, Promise<void>>();

export function loadScript(doc: Document, src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`${src} did not load`));
      };
      doc.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
