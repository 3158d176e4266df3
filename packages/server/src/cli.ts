import { parseArgs } from 'node:util'
import { createUserCommand } from './cli/create-user'
import { loadConfig, loadDotEnv } from './config'
import { ConfigError } from './config-error'
import { createDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { AppError } from './errors/app-error'

const USAGE = `Usage:
  unikflow start                      migrate the database and start the server
  unikflow worker [--concurrency N]   run predictions from the queue (MODE=queue API servers fill it)
  unikflow migrate                    apply pending database migrations
  unikflow user create --email <e> --password <p> [--super-admin]
  unikflow eval --flow <id> --dataset <id> [--release N|live] [--min-pass 0.9] [--evaluators <file.json>]
               [--url <server>] [--unik <id>] [--api-key <key>]
                                      evaluate a flow over a dataset through the API and exit 1 below
                                      the pass rate (2 when it cannot run); evaluators default to those
                                      of the latest evaluation of that flow and dataset; the server, unik
                                      and key also come from UNIKFLOW_URL, UNIKFLOW_UNIK_ID, UNIKFLOW_API_KEY
  unikflow secrets rotate             re-encrypt every credential under the next secret key
                                      (UNIKFLOW_SECRET_KEY_NEXT, or a new DATA_DIR/secret.key.next)

Configuration comes from environment variables (and .env): PORT, HOST, DATA_DIR, DATABASE_URL,
UNIKFLOW_SECRET_KEY[_NEXT|_PREVIOUS], UNIKFLOW_TOKEN_KEY, UNIKFLOW_RUNTIME_VARIABLES, UNIKFLOW_OUTBOUND_ALLOWLIST, LOG_LEVEL, PUBLIC_URL, SMTP_*, TRUST_PROXY, WEB_DIST_DIR,
MODE (main | queue), REDIS_URL, QUEUE_NAME, WORKER_CONCURRENCY, QUEUE_RUN_RETRIES, QUEUE_LOCK_MS (see README).`

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'super-admin': { type: 'boolean', default: false },
      concurrency: { type: 'string' },
      flow: { type: 'string' },
      dataset: { type: 'string' },
      release: { type: 'string' },
      'min-pass': { type: 'string' },
      evaluators: { type: 'string' },
      url: { type: 'string' },
      unik: { type: 'string' },
      'api-key': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const [command, sub] = positionals
  if (values.help || !command) return usage(values.help ? 0 : 1)
  await loadDotEnv()
  // A client of a running server's API: no configuration of its own.
  if (command === 'eval') {
    const { evalCommand, evalOptionsOf } = await import('./cli/eval-command')
    return evalCommand(evalOptionsOf(values, process.env))
  }
  const config = loadConfig()

  // The server and the worker load the whole app (engine, node library): imported only for their commands,
  // so `migrate` and `user create` start in a fraction of the time.
  if (command === 'start') {
    const { startCommand } = await import('./cli/start')
    await startCommand(config)
    return -1 // keep running
  }
  if (command === 'worker') {
    const { workerCommand } = await import('./cli/worker')
    await workerCommand(config, parseConcurrency(values.concurrency))
    return -1 // keep running
  }
  if (command === 'secrets' && sub === 'rotate') {
    const { rotateSecrets } = await import('./cli/rotate-secrets')
    const database = await createDatabase(config)
    try {
      await migrateToLatest(database)
      const result = await rotateSecrets(database.db, config.secretKeys)
      console.log(`Re-encrypted ${result.reencrypted} credential(s) under key ${result.keyId}.`)
      if (result.unreadable > 0) {
        console.error(
          `${result.unreadable} credential(s) are under a key this server does not have; left as they are.`,
        )
        return 1
      }
      console.log(
        result.swappedKeyFiles
          ? 'secret.key now holds the new key (the old one is kept in secret.key.previous). Restart servers to sign in and write with it.'
          : 'Now set UNIKFLOW_SECRET_KEY to the new key and UNIKFLOW_SECRET_KEY_PREVIOUS to the old one, remove UNIKFLOW_SECRET_KEY_NEXT, and restart the servers.',
      )
      return 0
    } finally {
      await database.destroy()
    }
  }
  if (command === 'migrate' || (command === 'user' && sub === 'create')) {
    const database = await createDatabase(config)
    try {
      const results = await migrateToLatest(database)
      if (command === 'migrate') {
        console.log(`Applied ${results.length} migration(s).`)
        return 0
      }
      const user = await createUserCommand(database.db, {
        email: values.email ?? '',
        password: values.password ?? '',
        superAdmin: values['super-admin'],
      })
      console.log(`Created user ${user.email}${user.isSuperAdmin ? ' (super admin)' : ''}.`)
      return 0
    } finally {
      await database.destroy()
    }
  }
  return usage(1)
}

function parseConcurrency(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`Invalid --concurrency: ${value} (1 or more)`)
  return n
}

function usage(code: number): number {
  ;(code === 0 ? console.log : console.error)(USAGE)
  return code
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code
  },
  (error: unknown) => {
    console.error(
      error instanceof AppError || error instanceof ConfigError || !(error instanceof Error)
        ? `Error: ${String(error instanceof Error ? error.message : error)}`
        : error,
    )
    process.exitCode = 1
  },
)
