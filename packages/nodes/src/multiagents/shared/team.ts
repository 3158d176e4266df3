import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { StructuredToolInterface } from '@langchain/core/tools'
import type { TAgentThreadStore } from '../../context'

/** A worker of a Multi Agents team: its own prompt and tools, and its own model or the supervisor's. */
export type TTeamWorker = {
  readonly nodeId: string
  /** The name the supervisor routes by (the label in lower case, spaces as underscores). */
  readonly name: string
  readonly label: string
  readonly prompt: string
  readonly tools: readonly StructuredToolInterface[]
  readonly model: BaseChatModel | undefined
  readonly maxIterations: number | undefined
}

/** What the Supervisor adds to its team's run (version 3). */
export type TTeamOptions = {
  /** Its Agent Memory's store of the team's threads (else the host's). */
  readonly threads?: TAgentThreadStore | undefined
  /** Answer with a summary of the workers' turns, written by the supervisor's model. */
  readonly summarize?: boolean
  /** An input moderation refused the question: this is the answer, and the team does not run. */
  readonly refusal?: string | undefined
}

/** The name a supervisor or worker is routed by: Flowise's rule (lower case, whitespace → `_`). */
export const routeName = (label: string) => label.trim().toLowerCase().replace(/\s+/g, '_')

/**
 * Multi Agents (Flowise's `supervisor` + `worker` nodes): the Supervisor node supplies its team, each
 * Worker node (wired to it) joins it, and the engine runs the team once after every node ran, as a
 * LangGraph graph (`run-team.ts`): the supervisor picks the next worker with a `route` tool call
 * (or FINISH), each worker answers back to it.
 */
export class SupervisorTeam {
  readonly workers: TTeamWorker[] = []

  constructor(
    readonly nodeId: string,
    readonly label: string,
    readonly prompt: string,
    readonly model: BaseChatModel,
    readonly recursionLimit: number,
    readonly options: TTeamOptions = {},
  ) {}

  get name(): string {
    return routeName(this.label)
  }

  join(worker: TTeamWorker): this {
    if (this.workers.some((w) => w.name === worker.name))
      throw new Error(`Two workers of ${this.label} are named "${worker.name}"; names must differ`)
    this.workers.push(worker)
    return this
  }
}
