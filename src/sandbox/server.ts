import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadWidgetAssets } from './assets';
import { registerBackOfficeRoutes } from './backoffice/routes';
import { registerBankFieldRoutes } from './bank/bank-field-page';
import { registerBankPaymentRoute } from './bank/browser-route';
import type { SandboxConfig } from './config';
import type { SandboxContext } from './context';
import { frameworkErrorHandler, installErrorHandling } from './http/errors';
import { installFormParsing, parseQuery } from './http/form-parsing';
import { builtInMerchants } from './merchants';
import { registerOpenApiRoute } from './openapi/route';
import { registerQueryRoutes } from './query/routes';
import { loadDataKey } from './registrations/data-key';
import { registerOneClickRoute } from './registrations/one-click-route';
import { registerRegistrationRoutes } from './registrations/routes';
import { createSealer } from './registrations/sealing';
import { registerReportingRoutes } from './reporting/routes';
import { registerBrowserPaymentRoute } from './routes/browser-payment';
import { registerCheckoutRoutes } from './routes/checkouts';
import { registerLocaleRoutes } from './routes/locales';
import { registerPaymentRoutes } from './routes/payments';
import { registerRedirectFlowRoutes } from './routes/redirect-flows';
import { registerSecureFieldPageRoute } from './routes/secure-field-page';
import { registerWidgetAssetRoutes } from './routes/widget-assets';
import { registerScheduleRoutes } from './scheduling/routes';
import { registerScheduleRunRoute } from './scheduling/run-route';
import { openSqliteStore } from './store/sqlite-store';
import { loadWalletKeys } from './wallets/keys';
import { registerWalletRoutes } from './wallets/wallet-routes';

// Bodies are never logged; these paths are a second line of defence should a log call ever
// include parameters or headers.
const REDACT = [
  'req.headers.authorization',
  'params["card.number"]',
  'params["card.cvv"]',
  '*["card.number"]',
  '*["card.cvv"]',
];

function loggerOptions(logger: SandboxConfig['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    level: logger.level,
    redact: { paths: REDACT, censor: '[redacted]' },
    ...(logger.stream ? { stream: logger.stream } : {}),
  };
}

/** The sandbox gateway, ready to `inject` or `listen`. Closing it closes its database. */
export async function buildSandbox(config: SandboxConfig): Promise<FastifyInstance> {
  const assets = await loadWidgetAssets(config.widgetDir);
  const store = openSqliteStore(config.dbPath);
  for (const merchant of builtInMerchants(config)) store.upsertMerchant(merchant);

  const app = Fastify({
    logger: loggerOptions(config.logger),
    bodyLimit: config.bodyLimit,
    routerOptions: { querystringParser: parseQuery },
    frameworkErrors: frameworkErrorHandler(config.now),
  }) as unknown as FastifyInstance;
  app.addHook('onClose', async () => store.close());
  // No answer leaves before the writes made for it are committed (group commit: store/writer.ts).
  app.addHook('onSend', (_request, _reply, payload, done) => {
    const committed = store.durable();
    if (!committed) return done(null, payload);
    committed.then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  installFormParsing(app, config.bodyLimit, config.now);
  installErrorHandling(app, config.now);

  const ctx: SandboxContext = {
    store,
    assets,
    now: config.now,
    sealer: createSealer(loadDataKey(config.dbPath, config.dataKey)),
    walletKeys: loadWalletKeys(config),
    threeDSMethodTimeoutMs: config.threeDSMethodTimeoutMs,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  };
  registerCheckoutRoutes(app, ctx);
  registerBrowserPaymentRoute(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerBackOfficeRoutes(app, ctx);
  registerQueryRoutes(app, ctx);
  registerWidgetAssetRoutes(app, ctx);
  registerSecureFieldPageRoute(app);
  registerRedirectFlowRoutes(app, ctx);
  // Bank accounts and registrations (issue 6).
  registerBankFieldRoutes(app, ctx);
  registerBankPaymentRoute(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerOneClickRoute(app, ctx);
  // Schedules and settlement reports.
  registerScheduleRoutes(app, ctx);
  registerScheduleRunRoute(app, ctx);
  registerReportingRoutes(app, ctx);
  // Wallets and fast checkout (issue 5).
  registerWalletRoutes(app, ctx);
  registerOpenApiRoute(app);
  registerLocaleRoutes(app);
  return app;
}
