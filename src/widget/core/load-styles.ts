/**
 * The widget's stylesheet from the gateway (GET /v1/paymentWidgets.css), fetched like the texts.
 * An empty sheet when it cannot be had: the forms then show unstyled rather than not at all.
 */
export const loadStyles = (gatewayOrigin: string, fetchFn: typeof fetch = fetch): Promise<string> =>
  fetchFn(`${gatewayOrigin}/v1/paymentWidgets.css`, { mode: 'cors', credentials: 'omit' }).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
