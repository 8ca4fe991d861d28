/**
 * The shop's pages run under a strict Content-Security-Policy, the kind a SAQ-A merchant wants:
 * no inline script or style, scripts and frames only from the shop and the gateway.
 */
export function securityHeaders(gatewayOrigin: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${gatewayOrigin}`,
    "style-src 'self'",
    `frame-src ${gatewayOrigin}`,
    `connect-src 'self' ${gatewayOrigin}`,
    // The widget's brand logos and wallet marks come from the gateway.
    `img-src 'self' data: ${gatewayOrigin}`,
    `form-action 'self' ${gatewayOrigin}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
