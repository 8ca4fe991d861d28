import Fastify, { type FastifyInstance } from 'fastify';
import { loadWidgetAssets } from './assets/load-assets';
import { registerLocaleRoutes } from './assets/locales';
import { registerWidgetAssetRoutes } from './assets/routes';
import { registerSecureFieldPageRoute } from './assets/secure-field-page';
import { registerBackOfficeRoutes } from './backoffice/routes';
import { registerBankFieldRoutes } from './bank/bank-field-page';
import { registerBankPaymentRoute } from './bank/browser-route';
import { registerCheckoutRoutes } from './checkouts/routes';
import type { SandboxConfig } from './config';
import type { SandboxContext } from './context';
import { openSandboxStore, type SandboxStore } from './database/open';
import { registerHealthRoutes } from './health/routes';
import { commitBeforeAnswer } from './http/commit-before-answer';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from './http/errors';
import { failureLog } from './http/failure-log';
import { installFormParsing, parseQuery } from './http/form-parsing';
import { rotatingLogFile } from './http/log-destination';
import { gatewayOrigins } from './http/origins';
import { loggerOptions, noteResultCodes, RequestLog } from './http/request-log';
import { refuseWhileClosing } from './http/shutdown';
import { builtInMerchants } from './merchants';
import { registerOpenApiRoute } from './openapi/route';
import { registerBrowserPaymentRoute } from './payments/browser-payment';
import { registerPaymentRoutes } from './payments/routes';
import { registerQueryRoutes } from './query/routes';
import { registerRedirectFlowRoutes } from './redirect-flows';
import { loadDataKey } from './registrations/data-key';
import { registerOneClickRoute } from './registrations/one-click-route';
import { registerRegistrationRoutes } from './registrations/routes';
import { createSealer } from './registrations/sealing';
import { registerReportingRoutes } from './reporting/routes';
import { registerScheduleRoutes } from './scheduling/routes';
import { registerScheduleRunRoute } from './scheduling/run-route';
import { tokenLookupKey } from './secrets/access-tokens';
import { loadWalletKeys } from './wallets/keys';
import { registerWalletRoutes } from './wallets/wallet-routes';

/** The port the server listens on; undefined before `listen` (and with `inject`). */
function listeningPort(app: FastifyInstance): number | undefined {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

/**
 * The sandbox gateway, ready to `inject` or `listen`. Closing it closes its store: by default the
 * SQLite database of the configuration (tests may hand in another store).
 */
export async function buildSandbox(
  config: SandboxConfig,
  openStore: (tokenKey: Buffer) => SandboxStore = (tokenKey) => openSandboxStore(config.dbPath, tokenKey),
): Promise<FastifyInstance> {
  const assets = await loadWidgetAssets(config.widgetDir);
  const dataKey = loadDataKey(config.dbPath, config.dataKey, config.keyDir);
  const store = openStore(tokenLookupKey(dataKey));
  // A store that cannot take a write fails the start, before anything listens (./start.ts).
  await store.probe().catch((error: Error) => {
    store.close();
    throw error;
  });
  for (const merchant of builtInMerchants(config)) store.upsertMerchant(merchant);

  // The log goes to the given stream (tests), a size-rotated file, or stdout.
  const log = config.logger;
  const logFile = log && !log.stream && log.file ? rotatingLogFile(log.file) : undefined;
  const app = Fastify({
    logger: log ? loggerOptions(log.level, log.stream ?? logFile) : false,
    // One line per request (./http/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: config.bodyLimit,
    routerOptions: { querystringParser: parseQuery },
    frameworkErrors: frameworkErrorHandler(config.now),
    clientErrorHandler: clientErrorHandler(config.now),
    // Answered in the gateway's shape by ./http/shutdown.ts instead.
    return503OnClosing: false,
  }) as unknown as FastifyInstance;
  const logFailure = failureLog(() => config.now().getTime());
  app.addHook('onClose', async () => {
    store.close();
    if (logFile) await new Promise<void>((resolve) => logFile.end(resolve));
  });
  refuseWhileClosing(app, config.now);
  commitBeforeAnswer(app, store, config.now, logFailure);
  noteResultCodes(app);
  installFormParsing(app, config.bodyLimit, config.now);
  installErrorHandling(app, config.now, logFailure);

  const ctx: SandboxContext = {
    store,
    assets,
    now: config.now,
    sealer: createSealer(dataKey),
    walletKeys: loadWalletKeys(config),
    threeDSMethodTimeoutMs: config.threeDSMethodTimeoutMs,
    origins: gatewayOrigins(config.publicOrigins, () => listeningPort(app) ?? config.port),
  };
  registerCheckoutRoutes(app, ctx);
  registerBrowserPaymentRoute(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerBackOfficeRoutes(app, ctx);
  registerQueryRoutes(app, ctx);
  registerWidgetAssetRoutes(app, ctx);
  registerSecureFieldPageRoute(app);
  registerRedirectFlowRoutes(app, ctx);
  // Bank accounts and registrations.
  registerBankFieldRoutes(app, ctx);
  registerBankPaymentRoute(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerOneClickRoute(app, ctx);
  // Schedules and settlement reports.
  registerScheduleRoutes(app, ctx);
  registerScheduleRunRoute(app, ctx);
  registerReportingRoutes(app, ctx);
  // Wallets and fast checkout.
  registerWalletRoutes(app, ctx);
  registerOpenApiRoute(app);
  registerLocaleRoutes(app);
  registerHealthRoutes(app, ctx, logFailure);
  return app;
}
