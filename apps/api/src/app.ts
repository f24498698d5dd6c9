import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { Db } from "@sf/db";
import { type MessagingConfig, messagingConfigFromEnv } from "@sf/messaging";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { safeLoggerOptions } from "./lib/logger.ts";
import { type StorageConfig, storageConfigFromEnv } from "./lib/storage/file-storage.ts";
import { refusingUnsafeText } from "./lib/unsafe-text.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerFormGuard } from "./plugins/bot-check.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerMessaging } from "./plugins/messaging.ts";
import { registerPayments } from "./plugins/payments.ts";
import { registerSearchLog } from "./plugins/search-log.ts";
import { docsCsp, isHttpsUrl, registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerSitePlugin } from "./plugins/site.ts";
import { registerStorage } from "./plugins/storage.ts";
import { adminAppFiles } from "./routes/admin/app-files.ts";
import { adminApiRoutes } from "./routes/admin/index.ts";
import { supportRoutes } from "./routes/api/support.ts";
import { authRoutes } from "./routes/auth/index.ts";
import { baseRoutes } from "./routes/base/index.ts";
import { boardAccountRoutes } from "./routes/board/accounts.ts";
import { boardAdvertPageRoutes } from "./routes/board/advert-pages.ts";
import { boardOwnerRoutes } from "./routes/board/owner-adverts.ts";
import { boardReferenceRoutes } from "./routes/board/reference.ts";
import { calculatorRoutes } from "./routes/calculator/index.ts";
import { devRoutes } from "./routes/dev/index.ts";
import { externalRoutes } from "./routes/external/index.ts";
import { ver4Routes } from "./routes/external/ver4.ts";
import { favoriteRoutes } from "./routes/favorites.ts";
import { generalRoutes } from "./routes/general/index.ts";
import { legacyAuthRoutes } from "./routes/legacy-auth.ts";
import { legacyContentRoutes } from "./routes/legacy-content.ts";
import { mainRoutes } from "./routes/main/index.ts";
import { mediaRoutes } from "./routes/media/index.ts";
import { miRoutes } from "./routes/mi/index.ts";
import { pageRoutes } from "./routes/page/index.ts";
import { paymentRoutes } from "./routes/payments/index.ts";
import { settingsRoutes } from "./routes/settings/index.ts";
import { shopRoutes } from "./routes/shop/index.ts";
import { sitemapRoutes } from "./routes/sitemap/index.ts";
import { userRoutes } from "./routes/users/index.ts";
import { type AuthConfig, authConfigFromEnv } from "./services/auth/config.ts";
import { startAdvertExpiry } from "./services/board/expire-adverts.ts";
import { type BotCheckConfig, botCheckConfigFromEnv } from "./services/bot-check/config.ts";
import { productAnswerCache } from "./services/catalogue/product-answer-cache.ts";
import { startUploadSweep } from "./services/media/sweep-uploads.ts";
import { type PaymentsConfig, paymentsConfigFromEnv } from "./services/payments/config.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    /** The product route's answers, kept as JSON bytes while the catalogue stands still. */
    productAnswers: ReturnType<typeof productAnswerCache>;
  }
}

export type BuildOptions = {
  db: Db;
  logger?: FastifyServerOptions["logger"];
  /** Where e-mail and SMS go; from the environment by default (SMTP_URL, OUTBOX_DIR...). */
  messaging?: MessagingConfig;
  /** Card payment providers and their secrets; from the environment by default (MAIB_*, PAYMENT_*). */
  payments?: PaymentsConfig;
  /** The JWT secret, e-mail link origin and rate-limit store; from the environment by default. */
  auth?: AuthConfig;
  /**
   * Which proxies' X-Forwarded-For to believe (`TRUST_PROXY`, Fastify's `trustProxy`): the
   * storefront's web server, so rate limits see the shopper's address. Default: this host.
   */
  trustProxy?: string;
  /** Served over https (HSTS, upgrade-insecure-requests on /docs): `API_PUBLIC_URL` is https. */
  https?: boolean;
  /** Where bot-check tokens are verified, with which secrets; from the environment by default (RECAPTCHA_*). */
  botCheck?: BotCheckConfig;
  /** Where uploaded files (CVs) go; from the environment by default (STORAGE_DIR, STORAGE_S3_*). */
  storage?: StorageConfig;
  /**
   * How often this process expires adverts and sends renewal reminders (`BOARD_EXPIRY_SECONDS`;
   * default every 15 minutes, never under test: tests run the job themselves). 0: never.
   */
  boardExpirySeconds?: number;
  /**
   * How often this process removes uploaded pictures nothing uses (`UPLOAD_SWEEP_SECONDS`; default
   * every 6 hours, never under test: tests run the sweep themselves). 0: never. Decision 0063.
   */
  uploadSweepSeconds?: number;
  /** Bytes of product answers kept per process (`PRODUCT_CACHE_MAX_MB`, default 8 MiB: about a thousand answers). */
  productCacheBytes?: number;
};

/** Builds the API: external plugins, then app plugins (db, site, errors), then routes. */
export async function buildApp({
  db,
  logger = false,
  messaging = messagingConfigFromEnv(),
  payments = paymentsConfigFromEnv(),
  auth = authConfigFromEnv(),
  trustProxy = process.env.TRUST_PROXY?.trim() || "127.0.0.1,::1,::ffff:127.0.0.1",
  https = isHttpsUrl(payments.apiPublicUrl),
  productCacheBytes = megabytes(process.env.PRODUCT_CACHE_MAX_MB, 8),
  botCheck = botCheckConfigFromEnv(),
  storage = storageConfigFromEnv(),
  boardExpirySeconds = Number(
    process.env.BOARD_EXPIRY_SECONDS ?? (process.env.NODE_ENV === "test" ? 0 : 900),
  ) || 0,
  uploadSweepSeconds = Number(
    process.env.UPLOAD_SWEEP_SECONDS ?? (process.env.NODE_ENV === "test" ? 0 : 21_600),
  ) || 0,
}: BuildOptions) {
  const app = Fastify({
    logger: safeLoggerOptions(logger),
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(refusingUnsafeText(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  await registerSecurityHeaders(app, { https });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Storefront platform API",
        description: "The shops' backend (multi-tenant).",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          siteToken: { type: "apiKey", in: "header", name: "token" },
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          apiToken: { type: "apiKey", in: "header", name: "API-Token" },
        },
      },
      security: [{ siteToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/docs",
    uiConfig: { docExpansion: "list" },
    staticCSP: true,
    transformStaticCSP: docsCsp(https),
  });

  app.decorate("db", db);
  app.decorate("productAnswers", productAnswerCache(db, productCacheBytes));
  registerErrorHandler(app);
  registerSitePlugin(app);
  await registerAuth(app, auth);
  registerSearchLog(app);
  registerMessaging(app, messaging);
  registerPayments(app, payments);
  registerFormGuard(app, botCheck);
  registerStorage(app, storage);
  startAdvertExpiry(app, boardExpirySeconds);
  startUploadSweep(app, uploadSweepSeconds);

  app.get("/health", { config: { public: true }, schema: { hide: true } }, async () => ({ status: "ok" }));
  await app.register(authRoutes, { prefix: "/auth" });
  await app.register(userRoutes, { prefix: "/users" });
  await app.register(legacyAuthRoutes, { prefix: "/api/v1" });
  await app.register(legacyContentRoutes, { prefix: "/api/v1" });
  await app.register(supportRoutes, { prefix: "/api" });
  await app.register(boardReferenceRoutes, { prefix: "/api" });
  await app.register(boardAdvertPageRoutes, { prefix: "/api" });
  await app.register(boardAccountRoutes, { prefix: "/api" });
  await app.register(boardOwnerRoutes, { prefix: "/api" });
  await app.register(favoriteRoutes);
  await app.register(settingsRoutes, { prefix: "/settings" });
  await app.register(baseRoutes, { prefix: "/base" });
  await app.register(generalRoutes, { prefix: "/general" });
  await app.register(calculatorRoutes, { prefix: "/calculator" });
  await app.register(shopRoutes, { prefix: "/shop" });
  await app.register(pageRoutes, { prefix: "/page" });
  await app.register(miRoutes, { prefix: "/mi" });
  await app.register(mediaRoutes, { prefix: "/media" });
  await app.register(paymentRoutes, { prefix: "/payments" });
  await app.register(adminApiRoutes, { prefix: "/admin/api", https });
  await app.register(adminAppFiles);
  await app.register(mainRoutes);
  await app.register(sitemapRoutes);
  await app.register(externalRoutes, { prefix: "/external" });
  await app.register(ver4Routes, { prefix: "/ver4" });
  if (messaging.outboxPages) await app.register(devRoutes, { prefix: "/dev" });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** A size in MiB from the environment, in bytes; the default when unset or not a number >= 0. */
function megabytes(value: string | undefined, fallback: number): number {
  const parsed = value?.trim() ? Number(value) : Number.NaN;
  return (Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback) * 1024 * 1024;
}
