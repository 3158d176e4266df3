import { ErrorCodes, type TErrorCode } from '@unikflow/graph'

/**
 * Which server environment variables a `runtime` variable may read. Flowise reads `process.env[name]` for any
 * name, which hands every unik editor the server's secrets (the key that signs sessions, the database URL).
 * Here the operator lists what flows may read (UNIKFLOW_RUNTIME_VARIABLES: exact names, or prefixes ending in
 * `*`); Unikflow's own settings are never readable, and a secret-looking name only when listed exactly, so a
 * prefix such as `FLOW_*` does not hand out `FLOW_DB_PASSWORD` by accident.
 */

/** Unikflow's own settings and the process' own variables: never readable, whatever the operator lists. */
const OWN_SETTINGS = new Set([
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'MODE',
  'MCP_STDIO_COMMANDS',
  'MCP_STDIO_ENV',
  'PROMPT_HUB_URL',
  'WARM_UP',
  'ACCEPT_HANDLES',
  'SQLITE_CACHE_MB',
  'HEAP_GROWTH_PERCENT',
  'MEMORY_RELEASE_IDLE_MS',
  'LOG_LEVEL',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'WEB_DIST_DIR',
  'EMBED_DIST_DIR',
  'PUBLICATIONS_DIR',
  'WORKER_CONCURRENCY',
  'FILE_WORKSPACE_QUOTA_MB',
  'SQL_QUERY_TIMEOUT_MS',
  'PATH',
  'HOME',
  'USER',
  'PWD',
  'SHELL',
])
const OWN_SETTING_PREFIXES = [
  'UNIKFLOW_',
  'SMTP_',
  'REGISTRATION',
  'METRICS_',
  'MODEL_',
  'SANDBOX_',
  'DOCUMENT_STORE_',
  'QUEUE_',
  'WRITE_FILE_',
  'TEST_',
  'NODE_',
  'NPM_',
  'LD_',
]

/** Names that usually hold a secret: passwords, tokens, keys, connection strings. */
const SECRET_LOOKING =
  /SECRET|PASS(WORD|WD)?($|_)|TOKEN|(^|_)(API_?)?KEY($|_)|CREDENTIAL|PRIVATE|(^|_)AUTH|COOKIE|SESSION|(^|_)DSN($|_)|CONN(ECTION)?_?STR/i

export function isOwnSetting(name: string): boolean {
  const upper = name.toUpperCase()
  return OWN_SETTINGS.has(upper) || OWN_SETTING_PREFIXES.some((prefix) => upper.startsWith(prefix))
}

export interface RuntimeVariableRefusal {
  code: TErrorCode
  message: string
}

/** Why a runtime variable may not read the environment variable `name`, or undefined when it may. */
export function runtimeVariableRefusal(
  name: string,
  allowed: readonly string[],
): RuntimeVariableRefusal | undefined {
  if (isOwnSetting(name))
    return {
      code: ErrorCodes.RuntimeVariableOwnSetting,
      message: `"${name}" is one of Unikflow's own settings: runtime variables never read it`,
    }
  if (allowed.includes(name)) return undefined
  if (SECRET_LOOKING.test(name))
    return {
      code: ErrorCodes.RuntimeVariableSecret,
      message: `"${name}" looks like a secret: a runtime variable reads it only when the server's UNIKFLOW_RUNTIME_VARIABLES names it exactly`,
    }
  if (allowed.some((entry) => entry.endsWith('*') && name.startsWith(entry.slice(0, -1)))) return undefined
  return {
    code: ErrorCodes.RuntimeVariableNotListed,
    message: `Runtime variables read only the environment variables the server's UNIKFLOW_RUNTIME_VARIABLES lists; "${name}" is not listed`,
  }
}
