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
    "img-src 'self' data:",
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
