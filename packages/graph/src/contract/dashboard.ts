import { z } from 'zod'
import { ZAssistantType } from './assistants'
import { ZDocumentStoreStatus } from './document-stores'
import { ZChatflowType } from './flows'

/** How many UTC days, today included, the dashboard's activity covers. */
export const DASHBOARD_DAYS = 7
/** How many of the most recently changed flows, stores, assistants and failed runs it lists. */
export const DASHBOARD_RECENT = 5
/** A failed run's error is cut to this many characters on the dashboard (the run's page has all of it). */
export const DASHBOARD_ERROR_MAX = 300

const ZRecent = z.object({ id: z.string(), name: z.string(), updatedAt: z.string() })

/** A unik's overview: what it holds, what changed lately, and how its runs went over the last days. */
export const ZUnikDashboard = z.object({
  days: z.number().int(),
  counts: z.object({
    chatflows: z.number().int(),
    agentflows: z.number().int(),
    assistants: z.number().int(),
    documentStores: z.number().int(),
  }),
  recentFlows: z.array(ZRecent.extend({ type: ZChatflowType })),
  recentStores: z.array(ZRecent.extend({ status: ZDocumentStoreStatus })),
  recentAssistants: z.array(ZRecent.extend({ type: ZAssistantType })),
  /** Every day of the period, oldest first, with the runs and failed runs of the unik's flows. */
  activity: z.array(z.object({ day: z.string(), runs: z.number().int(), errors: z.number().int() })),
  failures: z.array(
    z.object({
      flowId: z.string(),
      flowName: z.string(),
      flowType: ZChatflowType.nullable(),
      startedAt: z.string(),
      error: z.string(),
    }),
  ),
})
export type TUnikDashboard = z.infer<typeof ZUnikDashboard>
