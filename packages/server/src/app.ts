import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppConfig } from './config'
import type { Database } from './db/database'
import type { AppDeps } from './deps'
import { createAccessTokens } from './features/auth/access-tokens'
import { authRoutes } from './features/auth/auth.routes'
import { LoginThrottle, type LoginThrottleOptions } from './features/auth/login-throttle'
import { createSmtpMailer, type Mailer } from './features/auth/mailer'
import { adminRoutes } from './features/admin/admin.routes'
import { registrationRoutes } from './features/registration/registration.routes'
import { chatMessagesRoutes } from './features/chat-messages/chat-messages.routes'
import { flowiseChatMessagesRoutes } from './features/chat-messages/flowise-chat-messages.routes'
import { chatflowsRoutes } from './features/chatflows/chatflows.routes'
import { credentialsRoutes } from './features/credentials/credentials.routes'
import { FlowPresence, type PresenceStore } from './features/chatflows/flow-presence'
import { RedisFlowPresence } from './features/chatflows/flow-presence-redis'
import { flowPresenceRoutes } from './features/chatflows/flow-presence.routes'
import { healthRoutes } from './features/health/health.routes'
import { Keyring } from './features/secrets/keyring'
import { nodesRoutes } from './features/nodes/nodes.routes'
import { predictionRoutes } from './features/prediction/prediction.routes'
import { webhookRoutes } from './features/triggers/webhook.routes'
import { FlowScheduler, LocalClaims, RedisClaims } from './features/triggers/flow-scheduler'
import { vectorUpsertRoutes } from './features/vector-upsert/vector-upsert.routes'
import { chatUploadsRoutes } from './features/chat-uploads/chat-uploads.routes'
import { toolsRoutes } from './features/tools/tools.routes'
import { assistantsRoutes } from './features/assistants/assistants.routes'
import { openaiAssistantsRoutes } from './features/openai-assistants/openai-assistants.routes'
import { exportImportRoutes } from './features/export-import/export-import.routes'
import { flowVersionsRoutes } from './features/flow-versions/flow-versions.routes'
import { flowReleasesRoutes } from './features/flow-releases/flow-releases.routes'
import { nimSetupRoutes } from './features/nim-setup/nim-setup.routes'
import { promptHubRoutes } from './features/prompt-hub/prompt-hub.routes'
import { templatesRoutes } from './features/templates/templates.routes'
import { catalogueTextsRoutes } from './features/catalogue-texts/catalogue-texts.routes'
import { analyticsRoutes } from './features/analytics/analytics.routes'
import { dashboardRoutes } from './features/dashboard/dashboard.routes'
import { variablesRoutes } from './features/variables/variables.routes'
import { apiKeysRoutes } from './features/api-keys/api-keys.routes'
import { FlowRateLimiter, RedisRateLimiter, type RateCounter } from './features/flow-config/rate-limiter'
import { datasetsRoutes } from './features/datasets/datasets.routes'
import { runsRoutes } from './features/runs/runs.routes'
import { evaluationsRoutes } from './features/evaluations/evaluations.routes'
import { leadsRoutes } from './features/leads/leads.routes'
import { openAICompatRoutes } from './features/openai-compat/openai.routes'
import { mcpServerRoutes } from './features/mcp-server/mcp.routes'
import { embedRoutes } from './features/public-chatbot/embed.routes'
import { assetsLibsRoutes } from './features/assets-libs/assets-libs.routes'
import { publicChatbotRoutes } from './features/public-chatbot/public-chatbot.routes'
import { lazyVectorIndex } from './features/document-stores/vectors/vector-index'
import { documentStoresRoutes } from './features/document-stores/document-stores.routes'
import { PageStore } from './features/publications/page-store'
import { PublicationScheduler } from './features/publications/publication-scheduler'
import { QueuedPublicationScheduler } from './features/publications/publication-queue'
import { QueuedRuns } from './features/queue/queued-runs'
import { RunningChats } from './features/prediction/running-chats'
import { queueNames } from './features/queue/queue-names'
import { RedisConnections } from './features/queue/redis-connections'
import { publicPagesRoutes } from './features/publications/public-pages.routes'
import { publicationsRoutes } from './features/publications/publications.routes'
import { publishScheduledVersion } from './features/publications/publications.service'
import { registerPublicCors } from './plugins/public-cors'
import { membersRoutes } from './features/uniks/members.routes'
import { uniksRoutes } from './features/uniks/uniks.routes'
import { registerErrorHandler } from './plugins/error-handler'
import { acceptEmptyJsonBodies } from './plugins/json-body'
import { refuseNulInUrls } from './plugins/refuse-nul'
import { registerSecurityHeaders } from './plugins/security-headers'
import { registerCompression } from './plugins/compression'
import { createMetrics } from './features/metrics/metrics'
import { metricsRoutes } from './features/metrics/metrics.routes'
import { DebugRequestLog, loggerOptions } from './plugins/logger'
import { policiesPlugin } from './plugins/policies'
import { registerSpa } from './plugins/spa'
import { registerSwagger } from './plugins/swagger'
import { storedSoFar } from './db/group-commit'

export interface BuildAppOptions {
  config: AppConfig
  /** Opened (and migrated) by the caller, who also closes it. */
  database: Database
  /** Overrides the SMTP transport from the config (tests inject one). */
  mailer?: Mailer
  logger?: FastifyServerOptions['logger']
  loginThrottle?: LoginThrottleOptions
  /** Tests inject one with a fake clock. */
  presence?: PresenceStore
  /** Tests inject one with a fake clock. */
  rateLimiter?: RateCounter
}

export const API_PREFIX = '/api/v1'

/** Fastify asks for these only to compile shared JSON schemas (addSchema), which nothing here adds. */
function noJsonSchemas(): never {
  throw new Error('JSON schema compilers are not loaded: routes use zod schemas (app.ts)')
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    // Flowise's clients call some paths with a trailing slash (flowise-embed posts `/api/v1/leads/`),
    // and Flowise (Express) answers both spellings: so does every route here.
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify's own two lines per request at info are replaced by one at debug (plugins/logger.ts).
    logController: new DebugRequestLog(),
    // The zod compilers below compile every schema. Without factories of its own here, Fastify loads Ajv and
    // fast-json-stringify at construction (~120 ms of every cold start) only to have them replaced.
    schemaController: { compilersFactory: { buildValidator: noJsonSchemas, buildSerializer: noJsonSchemas } },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // REDIS_URL: presence and rate limits shared by every API server; MODE=queue: runs go to workers.
  const redisConnections = config.redisUrl ? new RedisConnections(config.redisUrl) : undefined
  const redis = redisConnections && (await redisConnections.open('commands'))
  const names = queueNames(config.queue.name)
  const metrics = config.metrics.enabled ? await createMetrics(app) : undefined
  const deps: AppDeps = {
    db: options.database.db,
    config,
    accessTokens: createAccessTokens(config.tokenKey),
    loginThrottle: new LoginThrottle(options.loginThrottle),
    mailer: options.mailer ?? (config.smtp ? createSmtpMailer(config.smtp) : undefined),
    log: app.log,
    presence: options.presence ?? (redis ? new RedisFlowPresence(redis, names.presence) : new FlowPresence()),
    keyring: Keyring.fromSecretKeys(config.secretKeys),
    rateLimiter:
      options.rateLimiter ??
      (redis ? new RedisRateLimiter(redis, names.rateLimit, app.log) : new FlowRateLimiter()),
    metrics,
    vectorIndex: lazyVectorIndex(options.database.driver),
    publications: {
      pages: new PageStore(config.publicationsDir),
      scheduler:
        config.mode === 'queue' && redisConnections
          ? new QueuedPublicationScheduler(config.queue, redisConnections, options.database.db, app.log)
          : new PublicationScheduler(options.database.db, app.log),
    },
    runQueue:
      config.mode === 'queue' && redisConnections && redis
        ? await QueuedRuns.open(config.queue, redisConnections, redis, metrics)
        : undefined,
    runningChats: new RunningChats(),
  }
  // Agent flows whose Start is a schedule; in queue mode each minute's start is claimed in Redis by one server.
  const flowScheduler = new FlowScheduler(
    deps,
    config.mode === 'queue' && redis ? new RedisClaims(redis, names.scheduleFire) : new LocalClaims(),
  )
  app.addHook('onReady', () => flowScheduler.start())
  // Scheduled publishes that fell due while the server was down go out as soon as it is ready.
  app.addHook('onReady', async () =>
    deps.publications.scheduler.start((row) => publishScheduledVersion(deps, row)),
  )
  app.addHook('onClose', async () => {
    await deps.publications.scheduler.stop()
    await flowScheduler.stop()
    await deps.runQueue?.close()
    await redisConnections?.close()
    // Traces and counters of answered runs are still to be stored before the database closes.
    await storedSoFar(deps.db)
  })

  // Order matters: errors and policies first (policies' onRoute hook must see every route),
  // then swagger (collects routes as they register), then the API, then the SPA and 404s.
  registerErrorHandler(app)
  registerSecurityHeaders(app, { publicUrl: config.publicUrl })
  refuseNulInUrls(app)
  acceptEmptyJsonBodies(app)
  await registerCompression(app)
  await app.register(cookie)
  await app.register(policiesPlugin, { deps })
  await registerSwagger(app)
  if (deps.metrics) metricsRoutes(app, deps.metrics, config.metrics.token)
  await app.register(
    async (api) => {
      registerPublicCors(api, API_PREFIX)
      await api.register(healthRoutes)
      await api.register(authRoutes, { deps })
      await api.register(uniksRoutes, { deps })
      await api.register(membersRoutes, { deps })
      await api.register(dashboardRoutes, { deps })
      await api.register(adminRoutes, { deps })
      await api.register(registrationRoutes, { deps })
      await api.register(nodesRoutes, { deps })
      await api.register(catalogueTextsRoutes)
      await api.register(chatflowsRoutes, { deps })
      await api.register(flowPresenceRoutes, { deps })
      await api.register(credentialsRoutes, { deps })
      await api.register(variablesRoutes, { deps })
      await api.register(templatesRoutes, { deps })
      await api.register(promptHubRoutes, { deps })
      await api.register(nimSetupRoutes, { deps })
      await api.register(toolsRoutes, { deps })
      await api.register(assistantsRoutes, { deps })
      await api.register(openaiAssistantsRoutes, { deps })
      await api.register(exportImportRoutes, { deps })
      await api.register(flowVersionsRoutes, { deps })
      await api.register(flowReleasesRoutes, { deps })
      await api.register(analyticsRoutes, { deps })
      await api.register(chatMessagesRoutes, { deps })
      await api.register(flowiseChatMessagesRoutes, { deps })
      await api.register(predictionRoutes, { deps })
      await api.register(webhookRoutes, { deps })
      await api.register(vectorUpsertRoutes, { deps })
      await api.register(chatUploadsRoutes, { deps })
      await api.register(apiKeysRoutes, { deps })
      await api.register(publicChatbotRoutes, { deps })
      await api.register(leadsRoutes, { deps })
      await api.register(datasetsRoutes, { deps })
      await api.register(evaluationsRoutes, { deps })
      await api.register(runsRoutes, { deps })
      await api.register(publicationsRoutes, { deps })
      await api.register(openAICompatRoutes, { deps })
      await api.register(documentStoresRoutes, { deps })
      await api.register(mcpServerRoutes, { deps })
    },
    { prefix: API_PREFIX },
  )
  await app.register(embedRoutes, { embedDistDir: config.embedDistDir })
  await app.register(assetsLibsRoutes)
  await app.register(publicPagesRoutes, { deps })
  await registerSpa(app, config.webDistDir)
  return app
}
