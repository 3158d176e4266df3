import { z } from 'zod'

export const FLOW_HISTORY_DEFAULT_RETENTION = 50
export const FLOW_HISTORY_MAX_RETENTION = 1000

/** One saved version of a flow (without its graph, to keep the list light). */
export const ZFlowVersionSummary = z.object({
  id: z.string(),
  /** The flow's `version` this save produced. */
  version: z.number().int(),
  name: z.string(),
  nodeCount: z.number().int(),
  edgeCount: z.number().int(),
  createdAt: z.string(),
  createdBy: z.object({ userId: z.string(), email: z.string() }).nullable(),
})
export type TFlowVersionSummary = z.infer<typeof ZFlowVersionSummary>

export const ZFlowVersion = ZFlowVersionSummary.extend({ flowData: z.string() })
export type TFlowVersion = z.infer<typeof ZFlowVersion>

export const ZFlowVersionParams = z.object({
  unikId: z.string().min(1),
  id: z.string().min(1),
  versionId: z.string().min(1),
})

/** Restoring saves the old graph as a new version over `version` (the one the client has loaded). */
export const ZFlowVersionRestoreBody = z.object({ version: z.number().int().min(1) })

export const ZFlowHistorySettings = z.object({
  retention: z.number().int().min(1).max(FLOW_HISTORY_MAX_RETENTION),
})
export type TFlowHistorySettings = z.infer<typeof ZFlowHistorySettings>
