import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from './config'
import type { DB } from './db/schema'
import type { AccessTokens } from './features/auth/access-tokens'
import type { LoginThrottle } from './features/auth/login-throttle'
import type { Mailer } from './features/auth/mailer'
import type { PresenceStore } from './features/chatflows/flow-presence'
import type { Keyring } from './features/secrets/keyring'
import type { RateCounter } from './features/flow-config/rate-limiter'
import type { Metrics } from './features/metrics/metrics'
import type { VectorIndex } from './features/document-stores/vectors/vector-types'
import type { PageStore } from './features/publications/page-store'
import type { ScheduledPublishing } from './features/publications/publication-scheduler'
import type { RunQueue } from './features/queue/run-queue'
import type { RunningChats } from './features/prediction/running-chats'

/** Everything a service function may use; passed explicitly, never looked up globally. */
export interface AppDeps {
  db: Kysely<DB>
  config: AppConfig
  accessTokens: AccessTokens
  loginThrottle: LoginThrottle
  /** Set when SMTP is configured (or a test injects one): then new accounts confirm by email. */
  mailer: Mailer | undefined
  log: FastifyBaseLogger
  /** Who has which flow open (in memory per process, or on Redis shared by all when REDIS_URL is set). */
  presence: PresenceStore
  /** Encrypts and decrypts credential values (keys by id, so rotation works row by row). */
  keyring: Keyring
  /** Flows' rate limits per client IP (in memory per process, or on Redis when REDIS_URL is set). */
  rateLimiter: RateCounter
  /** Prometheus metrics, when METRICS_ENABLED. */
  metrics: Metrics | undefined
  /** The document stores' vector index (sqlite-vec or pgvector), opened on first use. */
  vectorIndex: () => Promise<VectorIndex>
  /** UPDL publications: pre-generated pages on disk, and the timer of scheduled publishes. */
  publications: { pages: PageStore; scheduler: ScheduledPublishing }
  /** MODE=queue: predictions run on `unikflow worker` processes through this queue; undefined in main mode. */
  runQueue: RunQueue | undefined
  /** Runs in progress here by flow and chat (Flowise's Stop names the chat). */
  runningChats: RunningChats
}
