import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { TEngineServices } from '@unikflow/engine'
import type { TLogger } from '@unikflow/nodes'
import type { AppDeps } from '../../deps'
import { readCredentialForRun } from '../credentials/credentials.service'
import { findTool } from '../tools/tools.repository'
import { readVariablesForRun } from '../variables/variables.service'
import type { RunChatStore } from './db-chat-store'
import { loadNodeLibrary } from '../nodes/load-node-library'

function toEngineLogger(log: FastifyBaseLogger): TLogger {
  return {
    debug: (msg, data) => log.debug(data ?? {}, msg),
    info: (msg, data) => log.info(data ?? {}, msg),
    warn: (msg, data) => log.warn(data ?? {}, msg),
    error: (msg, data) => log.error(data ?? {}, msg),
  }
}

/**
 * What a run of a flow of `unikId` may reach: that unik's credentials (decrypted here, per use),
 * variables and saved tools, and nothing of any other unik.
 */
export async function createEngineServices(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  input: {
    unikId: string
    memoryStore: RunChatStore
    log: FastifyBaseLogger
    documentStores?: TEngineServices['documentStores']
    agentThreads?: TEngineServices['agentThreads']
  },
): Promise<TEngineServices> {
  const { db } = deps
  const { unikId } = input
  // The node library is handed to the engine; it is loaded with the engine, on the first run.
  const { nodeLibrary } = await loadNodeLibrary()
  return {
    nodes: nodeLibrary,
    getCredential: (id) => readCredentialForRun(deps, unikId, id),
    getVariables: () => readVariablesForRun(deps, unikId),
    memoryStore: input.memoryStore,
    async getTool(id) {
      const tool = await findTool(db, unikId, id)
      return (
        tool && {
          id: tool.id,
          name: tool.name,
          description: tool.description,
          schema: tool.schema,
          func: tool.func,
        }
      )
    },
    logger: toEngineLogger(input.log),
    allowPrivateHosts: deps.config.outboundAllowlist,
    maxResponseBytes: deps.config.outboundMaxResponseBytes,
    mcpStdio: deps.config.mcpStdio,
    modelTimeouts: deps.config.modelTimeouts,
    sandbox: deps.config.sandbox,
    // The unik id is a UUID the database gave, so it is a safe folder name.
    fileWorkspace: join(deps.config.dataDir, 'uniks', unikId, 'files'),
    fileWorkspaceQuotaBytes: deps.config.fileWorkspaceQuotaBytes,
    sqlQueryTimeoutMs: deps.config.sqlQueryTimeoutMs,
    awsDefaultCredentials: deps.config.awsDefaultCredentials,
    // Faiss indexes live in the unik's folder too (its `faiss` folder, beside `files`); nodes resolve paths inside it.
    unikFilesDir: join(deps.config.dataDir, 'uniks', unikId),
    ...(input.documentStores ? { documentStores: input.documentStores } : {}),
    ...(input.agentThreads ? { agentThreads: input.agentThreads } : {}),
  }
}
