import Fastify, { type FastifyInstance } from 'fastify';
import { loadWidgetAssets, type WidgetAssets } from './assets/load-assets';
import { ASSET_ROUTES } from './assets/routes';
import { BACK_OFFICE_ROUTES } from './backoffice/routes';
import { BANK_ROUTES } from './bank/routes';
import { BRAND_MARK_ROUTES } from './brand-marks/routes';
import { CHECKOUT_ROUTES } from './checkouts/routes';
import { type GatewayClock, gatewayClock } from './clock/gateway-clock';
import { clockRefreshWork, merchantClocks } from './clock/merchant-clocks';
import { clockScopes } from './clock/request-scope';
import { CLOCK_ROUTES } from './clock/routes';
import type { SandboxConfig } from './config';
import type { SandboxContext } from './context';
import { openSandboxStore, type SandboxStore } from './database/open';
import { openPgSandboxStore } from './database/pg-open';
import { HEALTH_ROUTES } from './health/routes';
import { commitBeforeAnswer } from './http/commit-before-answer';
import { compressAnswers } from './http/compress-answers';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from './http/errors';
import { failureLog } from './http/failure-log';
import { installFormParsing, parseQuery } from './http/form-parsing';
import { inProcessOnlyToMerchantApi } from './http/in-process-merchant';
import { rotatingLogFile } from './http/log-destination';
import { gatewayOrigins } from './http/origins';
import { loggerOptions, noteResultCodes, RequestLog } from './http/request-log';
import { LIST_SCAN } from './http/scan-bound';
import { refuseWhileClosing } from './http/shutdown';
import { INSPECTOR_ROUTES } from './inspector/routes';
import { csrfKeyOf } from './inspector/session-ids';
import { builtInMerchants } from './merchants';
import { OPENAPI_ROUTES } from './openapi/routes';
import { pendingExpiryWork } from './payments/pending/expiry-work';
import { PAYMENT_ROUTES } from './payments/routes';
import type { FeatureRoutes } from './plugins/audiences';
import { browserApi } from './plugins/browser-api';
import { gatewayFrames } from './plugins/gateway-frames';
import { merchantApi } from './plugins/merchant-api';
import { PROVIDER_ROUTES } from './providers/routes';
import { QUERY_ROUTES } from './query/routes';
import { keyFileFor, loadDataKey } from './registrations/data-key';
import { REGISTRATION_ROUTES } from './registrations/routes';
import { createSealer } from './registrations/sealing';
import { REPORTING_ROUTES } from './reporting/routes';
import { STREAM_TIMING } from './request-log/log-config';
import { NOT_RECORDING, recordRequests } from './request-log/recorder';
import { requestLogRetention } from './request-log/retention';
import { REQUEST_LOG_ROUTES } from './request-log/routes';
import { riskFingerprint } from './risk/fingerprint';
import { SCHEDULING_ROUTES } from './scheduling/routes';
import { scheduleWork } from './scheduling/schedule-work';
import { tokenLookupKey } from './secrets/access-tokens';
import { SETTINGS_ROUTES } from './settings/routes';
import { readAuthorizedKeys } from './sftp/authorized-keys';
import { loadHostKey } from './sftp/host-key';
import { type SftpServer, startSftpServer } from './sftp/sftp-server';
import { TEST_MERCHANT_ROUTES } from './test-merchants/routes';
import { THREEDS_ROUTES } from './threeds/routes';
import { certificateNames } from './tls/certificate-names';
import { type HttpsListener, httpsListener } from './tls/https-listener';
import { loadServerCertificate, type ServerCertificate } from './tls/server-certificate';
import { loadWalletKeys, walletKeyFile } from './wallets/keys';
import { WALLET_ROUTES } from './wallets/routes';
import { configuredWebhook } from './webhooks/configured-webhook';
import { webhookDispatcher } from './webhooks/dispatcher';
import { WEBHOOK_ROUTES } from './webhooks/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The work the gateway does on its own; tests call runDue instead of waiting for its timer. */
    gatewayClock: GatewayClock;
    /** The SFTP server of settlement files, when configured. */
    sftp: SftpServer | undefined;
    /** The HTTPS listener, when configured: `listen` starts it (./start.ts does, after the http port). */
    https: HttpsListener | undefined;
    /** The assets loaded at start-up: pages link them at their versioned URLs (./pages/page-shell.ts). */
    assets: WidgetAssets;
  }
}

/** Every feature's routes; each feature's routes.ts says which audience each route has. */
const FEATURES: readonly FeatureRoutes[] = [
  CHECKOUT_ROUTES,
  PAYMENT_ROUTES,
  THREEDS_ROUTES,
  PROVIDER_ROUTES,
  WALLET_ROUTES,
  BANK_ROUTES,
  REGISTRATION_ROUTES,
  BACK_OFFICE_ROUTES,
  QUERY_ROUTES,
  REPORTING_ROUTES,
  SCHEDULING_ROUTES,
  WEBHOOK_ROUTES,
  CLOCK_ROUTES,
  SETTINGS_ROUTES,
  REQUEST_LOG_ROUTES,
  TEST_MERCHANT_ROUTES,
  ASSET_ROUTES,
  BRAND_MARK_ROUTES,
  OPENAPI_ROUTES,
  HEALTH_ROUTES,
  INSPECTOR_ROUTES,
];

/** The port the http server listens on; undefined before `listen` (and with `inject`). */
function listeningPort(app: FastifyInstance): number | undefined {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

/** The https port's certificate (./tls/server-certificate.ts), or a message saying what to change. */
function httpsCertificate(config: SandboxConfig): ServerCertificate | undefined {
  if (!config.https) return undefined;
  try {
    return loadServerCertificate({
      dbPath: config.dbPath,
      keyDir: config.keyDir,
      names: certificateNames(config.host, config.publicOrigins),
      certFile: config.https.certFile,
      keyFile: config.https.keyFile,
    });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    // The merchant's own files say what is wrong with them; a file system error needs the way out.
    if (!code) throw error;
    throw new Error(
      `The sandbox cannot keep its https certificate: ${message}. SANDBOX_KEY_DIR puts its CA in another folder, SANDBOX_HTTPS_PORT=off turns https off.`,
    );
  }
}

/** The keys a store may check (the PostgreSQL one: every sandbox on a database shares them). */

/**
 * Behind a proxy, only the proxy the sandbox's socket is connected to is trusted: the client's
 * address is the one that proxy appended to X-Forwarded-For (its last entry), never an earlier one,
 * which the client may have written itself (Fastify's `true` would take the first). The sign-in
 * throttle and the risk checks' IP velocity key on it. (A hop count, Fastify's number, trusts no
 * one in Fastify 5.)
 */
const trustedProxy = (_address: string, hop: number): boolean => hop === 0;

export interface StoreKeys {
  data: Buffer;
  wallet: Buffer;
}

/** Opens the sandbox's store with the key of its token lookup; tests may hand in another. */
export type StoreOpener = (tokenKey: Buffer, keys: StoreKeys) => SandboxStore | Promise<SandboxStore>;

/** The configured store: PostgreSQL at `databaseUrl`, else the SQLite file at `dbPath`. */
const configuredStore =
  (config: SandboxConfig): StoreOpener =>
  (tokenKey, keys) => {
    if (!config.databaseUrl) return openSandboxStore(config.dbPath, tokenKey);
    const fileOf = (file: string | undefined) => (file ? `key in ${file}` : 'key made for this process');
    return openPgSandboxStore(config.databaseUrl, tokenKey, {
      keys: {
        data: {
          key: keys.data,
          source: config.dataKey
            ? 'SANDBOX_DATA_KEY'
            : `data ${fileOf(keyFileFor(config.dbPath, config.keyDir))}`,
        },
        wallet: {
          key: keys.wallet,
          source: config.walletKey
            ? 'SANDBOX_WALLET_KEY'
            : `wallet ${fileOf(walletKeyFile(config.dbPath, config.keyDir))}`,
        },
      },
    });
  };

/**
 * The sandbox gateway, ready to `inject` or `listen`. Closing it closes its store: by default the
 * configured database (tests may hand in another store).
 */
export async function buildSandbox(
  config: SandboxConfig,
  openStore: StoreOpener = configuredStore(config),
): Promise<FastifyInstance> {
  const assets = await loadWidgetAssets(config.widgetDir);
  const dataKey = loadDataKey(config.dbPath, config.dataKey, config.keyDir);
  const walletKeys = loadWalletKeys(config);
  const store = await openStore(tokenLookupKey(dataKey), { data: dataKey, wallet: walletKeys.token });
  // A store that cannot take a write fails the start, before anything listens (./start.ts).
  try {
    await store.probe();
    for (const merchant of builtInMerchants(config)) await store.upsertMerchant(merchant);
  } catch (error) {
    await store.close();
    throw error;
  }
  // After the store's probe, so a read-only data folder is reported as the store's failure.
  let certificate: ServerCertificate | undefined;
  try {
    certificate = httpsCertificate(config);
  } catch (error) {
    await store.close();
    throw error;
  }

  // The log goes to the given stream (tests), a size-rotated file, or stdout.
  const log = config.logger;
  const logFile = log && !log.stream && log.file ? rotatingLogFile(log.file) : undefined;
  const app = Fastify({
    logger: log ? loggerOptions(log.level, log.stream ?? logFile) : false,
    // One line per request (./http/request-log.ts).
    logController: new RequestLog(),
    bodyLimit: config.bodyLimit,
    routerOptions: {
      querystringParser: parseQuery,
      // Shipped merchant code builds `host + "/" + resourcePath` (//v1/…) and adds trailing
      // slashes; the platform answers both.
      ignoreDuplicateSlashes: true,
      ignoreTrailingSlash: true,
    },
    frameworkErrors: frameworkErrorHandler(config.now),
    clientErrorHandler: clientErrorHandler(config.now),
    // Answered in the gateway's shape by ./http/shutdown.ts instead.
    return503OnClosing: false,
    // X-Forwarded-Proto / -Host (and -For) count only when SANDBOX_TRUST_PROXY says so; even then
    // they only choose among the configured origins (./http/origins.ts).
    trustProxy: config.trustProxy ? trustedProxy : false,
  }) as unknown as FastifyInstance;
  const logFailure = failureLog(() => config.now().getTime());
  let clock: GatewayClock | undefined;
  let sftp: SftpServer | undefined;
  const https = certificate && httpsListener(app, certificate, clientErrorHandler(config.now));
  app.addHook('onClose', async () => {
    // Work under way ends first: a webhook send stopped now goes out again after the next start.
    await clock?.close();
    await sftp?.close();
    await store.close();
    if (logFile) await new Promise<void>((resolve) => logFile.end(resolve));
  });
  refuseWhileClosing(app, config.now);
  // The https port stops taking connections before the store closes, as fastify's own does.
  app.addHook('preClose', async () => https?.close());
  const clocks = await merchantClocks(config.now, store.clocks);
  // Before the commit's wait, so a request's log row is committed with its other writes, and
  // before compression (it reads the answer's text).
  const requestLog =
    config.requestLogDays > 0 ? recordRequests(app, store, clocks, store.shared === true) : NOT_RECORDING;
  commitBeforeAnswer(app, store, config.now, logFailure);
  noteResultCodes(app);
  // Last: it changes the bytes of an answer, never its meaning.
  compressAnswers(app);
  installFormParsing(app, config.bodyLimit, config.now);
  installErrorHandling(app, config.now, logFailure);
  inProcessOnlyToMerchantApi(app, config.now);

  const shared = store.shared === true;
  clockScopes(app, clocks, store, shared);
  const httpsPort = config.https?.port ?? 0;
  const ctx: SandboxContext = {
    store,
    configuredEntityId: config.entityId,
    assets,
    now: clocks.now,
    clocks,
    runDueWork: async () => 0,
    sealer: createSealer(dataKey),
    csrfKey: csrfKeyOf(dataKey),
    riskFingerprint: riskFingerprint(dataKey),
    walletKeys,
    threeDSMethodTimeoutMs: config.threeDSMethodTimeoutMs,
    rateLimits: config.rateLimits,
    logFailure,
    requestLog,
    requestLogStream: config.requestLogStream ?? STREAM_TIMING,
    listScan: config.listScan ?? LIST_SCAN,
    origins: gatewayOrigins(config.publicOrigins, {
      http: () => listeningPort(app) ?? config.port,
      ...(https ? { https: () => https.port() ?? httpsPort } : {}),
    }),
  };
  await configuredWebhook(ctx, config);
  // In order: expiries, then schedule runs; both make webhooks, which go out last.
  clock = gatewayClock(
    [
      // Another sandbox on the database may have moved a merchant's clock.
      ...(shared ? [clockRefreshWork(clocks)] : []),
      pendingExpiryWork(ctx),
      scheduleWork(ctx, app.log),
      webhookDispatcher({ store, sealer: ctx.sealer, clocks, log: app.log, logFailure }, config.webhooks),
      requestLogRetention(store, config.requestLogDays, clocks.sandboxNow),
    ],
    config.clockPollMs,
    app.log,
    logFailure,
  );
  app.decorate('gatewayClock', clock);
  if (config.sftp) {
    const hostKey = loadHostKey(config.dbPath, config.keyDir);
    const authorizedKeys = readAuthorizedKeys(config.sftp.authorizedKeysFile);
    const options = { ...config.sftp, host: config.host, hostKey, authorizedKeys };
    sftp = await startSftpServer(ctx, options, app.log).catch(async (error: Error) => {
      await app.close();
      throw new Error(
        `The SFTP server cannot listen on ${config.host}:${options.port}: ${error.message} (SANDBOX_SFTP_PORT sets another port, "off" none)`,
      );
    });
  }
  app.decorate('sftp', sftp);
  app.decorate('https', https);
  app.decorate('assets', assets);
  ctx.runDueWork = clock.runDue;
  // Each audience's rules are declared once, by its plugin (./plugins/audiences.ts).
  await app.register(merchantApi(ctx, FEATURES));
  await app.register(browserApi(ctx, FEATURES));
  await app.register(gatewayFrames(ctx, FEATURES));
  for (const routes of FEATURES) routes.pages?.(app, ctx);
  return app;
}
