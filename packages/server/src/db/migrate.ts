import { Migrator, type Migration, type MigrationProvider, type MigrationResult } from 'kysely'
import type { Database } from './database'
import { initial } from './migrations/0001-initial'
import { chatflows } from './migrations/0002-chatflows'
import { runs } from './migrations/0003-runs'
import { publish } from './migrations/0004-publish'
import { registration } from './migrations/0005-registration'
import { knowledge } from './migrations/0006-knowledge'
import { agents } from './migrations/0007-agents'
import { publications } from './migrations/0008-publications'
import { lifecycle } from './migrations/0009-lifecycle'
import { templates } from './migrations/0011-templates'
import { agentThreads } from './migrations/0012-agent-threads'
import { analytics } from './migrations/0015-analytics'
import { analyticsRollup } from './migrations/0015-analytics-rollup'
import { analyticsGroupOrder } from './migrations/0015-analytics-rollup-group-order'
import { agentMessages } from './migrations/0016-agent-messages'
import { documentFileParts } from './migrations/0017-document-file-parts'
import { documentChunkStaging } from './migrations/0018-document-chunk-staging'
import { releases } from './migrations/0020-releases'
import { evaluations } from './migrations/0021-evaluations'
import { runSources } from './migrations/0022-run-sources'
import { chatUploads } from './migrations/0023-chat-uploads'
import { agentflowSteps } from './migrations/0025-agentflow-steps'
import { messageArtifacts } from './migrations/0026-message-artifacts'

// Static list (not a folder scan) because the server ships as one bundled file.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-chatflows': chatflows,
  '0003-runs': runs,
  '0004-publish': publish,
  '0005-registration': registration,
  '0006-knowledge': knowledge,
  '0007-agents': agents,
  '0008-publications': publications,
  '0009-lifecycle': lifecycle,
  '0011-templates': templates,
  '0012-agent-threads': agentThreads,
  '0015-analytics': analytics,
  '0015-analytics-rollup': analyticsRollup,
  '0015-analytics-rollup-group-order': analyticsGroupOrder,
  '0016-agent-messages': agentMessages,
  '0017-document-file-parts': documentFileParts,
  '0018-document-chunk-staging': documentChunkStaging,
  '0020-releases': releases,
  '0021-evaluations': evaluations,
  '0022-run-sources': runSources,
  '0023-chat-uploads': chatUploads,
  '0025-agentflow-steps': agentflowSteps,
  '0026-message-artifacts': messageArtifacts,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(database: Database): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db: database.db,
    provider,
    // Numbers are reserved per feature and land in any order (0007 may run before 0006 arrives).
    allowUnorderedMigrations: true,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return results ?? []
}
