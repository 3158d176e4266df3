import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from './config'
import type { DB } from './db/schema'
import type { AccessTokens } from './features/auth/access-tokens'
import type { LoginThrottle } from './features/auth/login-throttle'
import type { Mailer } from './features/auth/mailer'
import type { FlowPresence } from './features/chatflows/flow-presence'
import type { Keyring } from './features/secrets/keyring'
import type { FlowRateLimiter } from './features/flow-config/rate-limiter'
import type { Metrics } from './features/metrics/metrics'
import type { VectorIndex } from './features/document-stores/vectors/vector-types'
import type { PageStore } from './features/publications/page-store'
import type { PublicationScheduler } from './features/publications/publication-scheduler'

/** Everything a service function may use; passed explicitly, never looked up globally. */
export interface AppDeps {
  db: Kysely<DB>
  config: AppConfig
  accessTokens: AccessTokens
  loginThrottle: LoginThrottle
  /** Set when SMTP is configured (or a test injects one): then new accounts confirm by email. */
  mailer: Mailer | undefined
  log: FastifyBaseLogger
  /** Who has which flow open (in memory, per process). */
  presence: FlowPresence
  /** Encrypts and decrypts credential values (keys by id, so rotation works row by row). */
  keyring: Keyring
  /** Flows' rate limits per client IP (in memory, per process). */
  rateLimiter: FlowRateLimiter
  /** Prometheus metrics, when METRICS_ENABLED. */
  metrics: Metrics | undefined
  /** The document stores' vector index (sqlite-vec or pgvector), opened on first use. */
  vectorIndex: () => Promise<VectorIndex>
  /** UPDL publications: pre-generated pages on disk, and the timer of scheduled publishes. */
  publications: { pages: PageStore; scheduler: PublicationScheduler }
}
