// What a prediction stores behind its answer (db/group-commit.ts storeBehind): kinds stored many at once.
import type { BehindKind } from '../../db/group-commit'
import { rollUpMessages } from '../analytics/analytics-rollup.repository'
import type { NewChatMessage } from '../chat-messages/chat-messages.repository'
import { insertRunTraces, type NewRunTrace } from '../chat-messages/run-traces.repository'

type Target = { unikId: string; flowId: string }

/** Runs' traces and their counters: one insert of the traces, the counters added up. */
export const runTraces: BehindKind<{ target: Target; run: NewRunTrace }> = {
  name: 'run trace',
  storeAll: (trx, runs) => insertRunTraces(trx, runs),
}

/** The counters of turns' messages (the messages themselves are stored before the answer). */
export const messageCounters: BehindKind<{ target: Target; messages: readonly NewChatMessage[] }> = {
  name: 'message counters',
  storeAll: (trx, turns) => rollUpMessages(trx, turns),
}
