import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { BaseMessage } from '@langchain/core/messages'
import {
  answerText,
  createThreadSaver,
  finalAnswerText,
  lazyImport,
  readAgentSteps,
  type SupervisorTeam,
  type TAgentThreadStore,
  type TTeamWorker,
  type TUsedTool,
} from '@unikflow/nodes'
import type { TAgentReasoning, TSeqAnswer } from './run-sequential'
import { SeqStepError } from './run-sequential'

const langchainLanggraph = lazyImport(() => import('@langchain/langgraph'))
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))
const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))
const zodModule = lazyImport(() => import('zod'))
const langchainModule = lazyImport(() => import('langchain'))

const FINISH = 'FINISH'
const ROUTE_TOOL = 'route'
const SUPERVISOR = 'supervisor'

type TTeamState = { messages: BaseMessage[]; next: string; instructions: string }
type TTeamUpdate = Partial<TTeamState>
type TRunConfig = { configurable: { thread_id: string }; signal: AbortSignal; recursionLimit: number }
interface TTeamGraph {
  addNode(name: string, run: (state: TTeamState) => Promise<TTeamUpdate>): TTeamGraph
  addEdge(from: string, to: string): TTeamGraph
  addConditionalEdges(from: string, route: (state: TTeamState) => string, ends: string[]): TTeamGraph
  compile(options: { checkpointer: unknown }): {
    getState(config: TRunConfig): Promise<{ values: Partial<TTeamState> }>
    invoke(input: TTeamUpdate, options: TRunConfig): Promise<TTeamState>
  }
}

export type TTeamRunOptions = {
  readonly team: SupervisorTeam
  readonly question: string
  readonly signal: AbortSignal
  /** One conversation's thread: the team sees the earlier questions and answers of the session. */
  readonly threadId: string
  readonly threads?: TAgentThreadStore | undefined
  readonly emit: (
    e:
      | { readonly event: 'nextAgent'; readonly data: string }
      | { readonly event: 'agentReasoning'; readonly data: readonly TAgentReasoning[] },
  ) => void
}

/** The worker the supervisor's answer names: its `route` tool call, else FINISH. */
function readRoute(
  message: BaseMessage,
  names: readonly string[],
): { next: string; instructions: string; reasoning: string } {
  const call =
    'tool_calls' in message && Array.isArray(message.tool_calls) ? message.tool_calls[0] : undefined
  const args: Record<string, unknown> = call && typeof call.args === 'object' && call.args ? call.args : {}
  const next = typeof args.next === 'string' && names.includes(args.next) ? args.next : FINISH
  return {
    next,
    instructions: typeof args.instructions === 'string' ? args.instructions : answerText(message),
    reasoning: typeof args.reasoning === 'string' ? args.reasoning : '',
  }
}

/**
 * Runs a Multi Agents team for one question as a LangGraph graph: START → supervisor; the supervisor's
 * `route` tool call picks a worker (or FINISH → END); each worker runs its tool loop on the conversation
 * and the supervisor's instructions, and hands back to the supervisor. The answer is the last worker's.
 * The conversation is kept per session (like Sequential Agents' threads), so the team sees earlier turns.
 */
/**
 * The answer of a turn: nobody worked (the supervisor finished at once): its own words; with Summarization,
 * its model's summary of the turn; else the last worker's words.
 */
async function teamAnswer(
  team: SupervisorTeam,
  final: { messages: BaseMessage[]; instructions: string },
  before: number,
  signal: AbortSignal,
): Promise<string> {
  if (final.messages.length <= before + 1) return final.instructions
  if (!team.options.summarize) return answerText(final.messages.at(-1))
  const { HumanMessage } = await langchainCoreMessages()
  const summary = await team.model.invoke(
    [
      ...final.messages.slice(before),
      new HumanMessage(
        "Write the answer to the user's request from what the team members said above, as one reply to the user.",
      ),
    ],
    { signal },
  )
  return answerText(summary)
}

export async function runTeam(options: TTeamRunOptions): Promise<TSeqAnswer> {
  const [{ StateGraph, Annotation, messagesStateReducer, START, END }, lc, { tool }, { z }, { createAgent }] =
    await Promise.all([
      langchainLanggraph(),
      langchainCoreMessages(),
      langchainCoreTools(),
      zodModule(),
      langchainModule(),
    ])
  const { team, signal } = options
  const names = team.workers.map((w) => w.name)
  if (names.length === 0)
    throw new SeqStepError(team.nodeId, team.label, new Error('The supervisor has no workers'))
  const members = names.join(', ')
  const reasoning: TAgentReasoning[] = []
  const usedTools: TUsedTool[] = []
  const report = (step: TAgentReasoning) => {
    reasoning.push(step)
    options.emit({ event: 'nextAgent', data: step.agentName })
    options.emit({ event: 'agentReasoning', data: [...reasoning] })
  }

  const routeTool = tool(async () => '', {
    name: ROUTE_TOOL,
    description: 'Choose who acts next, or FINISH',
    schema: z.object({
      reasoning: z.string().describe('Why this choice'),
      next: z.enum([FINISH, ...names]),
      instructions: z.string().describe('What the chosen worker should do now'),
    }),
  })
  const bind = (model: BaseChatModel) => {
    if (!model.bindTools) throw new Error('The supervisor needs a chat model that supports tool calling')
    return model.bindTools([routeTool], { tool_choice: ROUTE_TOOL })
  }
  const router = bind(team.model)
  const guarded =
    (nodeId: string, label: string, run: (state: TTeamState) => Promise<TTeamUpdate>) =>
    async (state: TTeamState) => {
      try {
        return await run(state)
      } catch (e) {
        if (signal.aborted || e instanceof SeqStepError) throw e
        throw new SeqStepError(nodeId, label, e)
      }
    }

  const supervisorStep = async (state: TTeamState): Promise<TTeamUpdate> => {
    const ask = `Given the conversation above, who should act next? Or should we FINISH? Select one of: ${[FINISH, ...names].join(', ')}`
    const answer = await router.invoke(
      [
        new lc.SystemMessage(team.prompt.replaceAll('{team_members}', members)),
        ...state.messages,
        new lc.HumanMessage(ask),
      ],
      { signal },
    )
    const route = readRoute(answer, names)
    report({
      agentName: team.label,
      messages: [route.reasoning || route.instructions].filter(Boolean),
      usedTools: [],
      nodeName: 'supervisor',
      nodeId: team.nodeId,
    })
    return { next: route.next, instructions: route.instructions }
  }

  const workerStep =
    (w: TTeamWorker) =>
    async (state: TTeamState): Promise<TTeamUpdate> => {
      const systemPrompt = [
        w.prompt,
        'Work on your own with the tools you have; do not ask for clarification.',
        `You are one of these team members: ${members}. Your supervisor's instructions: ${state.instructions}`,
      ].join('\n')
      const agent = createAgent({ model: w.model ?? team.model, tools: [...w.tools], systemPrompt })
      const limit = w.maxIterations && w.maxIterations > 0 ? { recursionLimit: w.maxIterations * 2 + 1 } : {}
      const result = await agent.invoke({ messages: state.messages }, { signal, ...limit })
      const added = result.messages.slice(state.messages.length)
      const steps = await readAgentSteps(added)
      const text = await finalAnswerText(added)
      usedTools.push(...steps.usedTools)
      report({
        agentName: w.label,
        messages: [text],
        usedTools: steps.usedTools,
        nodeName: 'worker',
        nodeId: w.nodeId,
      })
      return { messages: [new lc.HumanMessage({ content: text, name: w.name })] }
    }

  const state = Annotation.Root({
    messages: Annotation<BaseMessage[]>({ reducer: messagesStateReducer, default: () => [] }),
    next: Annotation<string>({ reducer: (x, y) => y ?? x, default: () => FINISH }),
    instructions: Annotation<string>({ reducer: (x, y) => y ?? x, default: () => '' }),
  })
  // LangGraph types node names as literals known when the code is written; these come from the flow,
  // so the builder is used through the small interface above.
  const builder = new StateGraph(state) as unknown as TTeamGraph
  builder.addNode(SUPERVISOR, guarded(team.nodeId, team.label, supervisorStep))
  for (const w of team.workers) {
    builder.addNode(`worker_${w.name}`, guarded(w.nodeId, w.label, workerStep(w)))
    builder.addEdge(`worker_${w.name}`, SUPERVISOR)
  }
  builder.addEdge(START, SUPERVISOR)
  builder.addConditionalEdges(SUPERVISOR, (s) => (s.next === FINISH ? END : `worker_${s.next}`), [
    END,
    ...team.workers.map((w) => `worker_${w.name}`),
  ])
  const checkpointer = await createThreadSaver(options.threads)
  const app = builder.compile({ checkpointer })
  const config = {
    configurable: { thread_id: options.threadId },
    signal,
    recursionLimit: team.recursionLimit,
  }
  const before = (await app.getState(config)).values.messages?.length ?? 0
  const final = await app.invoke({ messages: [new lc.HumanMessage(options.question)] }, config)
  // The next question of this session must find this turn.
  await checkpointer.flush()
  const text = await teamAnswer(team, final, before, signal)
  return { text, agentReasoning: reasoning, ...(usedTools.length > 0 ? { usedTools } : {}) }
}
