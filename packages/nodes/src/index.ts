import type { TNodeDescriptor } from '@unikflow/graph'
import {
  agentflowNodes,
  agentNodes,
  chainNodes,
  chatModelNodes,
  llmNodes,
  loaderNodes,
  memoryNodes,
  multiAgentNodes,
} from './catalogue'
import {
  moderationNodes,
  speechToTextNodes,
  outputParserNodes,
  promptNodes,
  retrievalNodes,
  toolNodes,
  updlNodes,
  utilityNodes,
} from './catalogue'
import { agentflowV2Nodes } from './agentflowv2/agentflowv2-nodes'
import { analyticNodes } from './analytic/analytic-nodes'
import { loadAgentflowRuntime } from './agentflowv2/agentflowv2-runtimes'
import type { TNodeLibrary } from './node-library'
import { loadNodeRuntime } from './runtimes'
import { cacheNodes, graphNodes, recordManagerNodes, retrieverNodes } from './catalogue-providers'

export { defineNode } from './define-node'
export { defineRuntime, type TNodeModule, type TNodeRuntime } from './runtime'
export { NodeCategories, type TNodeCategory } from './categories'
export * from './credentials/credential-definitions'
export { CONDITION_TAB_IDENTIFIER } from './agentflow/shared/seq-inputs.js'

/** Every node type of the catalogue, in palette order. */
export const nodeDescriptors: readonly TNodeDescriptor[] = [
  ...chatModelNodes,
  ...llmNodes,
  ...chainNodes,
  ...memoryNodes,
  ...promptNodes,
  ...outputParserNodes,
  ...retrievalNodes,
  ...retrieverNodes,
  ...graphNodes,
  ...loaderNodes,
  ...toolNodes,
  ...agentNodes,
  ...utilityNodes,
  ...moderationNodes,
  ...speechToTextNodes,
  ...cacheNodes,
  ...recordManagerNodes,
  ...agentflowNodes,
  ...multiAgentNodes,
  ...agentflowV2Nodes,
  ...updlNodes,
  ...analyticNodes,
]

const byName = new Map(nodeDescriptors.map((d) => [d.name, d]))

export function getNodeDescriptor(name: string): TNodeDescriptor | undefined {
  return byName.get(name)
}

/** The one registry handed to the engine: descriptors, and runtimes of chatflow and Agentflow v2 nodes. */
export const nodeLibrary: TNodeLibrary = {
  getNodeDescriptor,
  async loadRuntime(name) {
    const module = await loadNodeRuntime(name)
    if (module) return { kind: 'chatflow', module }
    const agentflow = await loadAgentflowRuntime(name)
    return agentflow && { kind: 'agentflowV2', module: agentflow }
  },
}
export type { TLoadedRuntime, TNodeLibrary } from './node-library'

/** Where a node's SVG icon lives (descriptor `icon` is relative to this package's `src`). */
export function getNodeIconUrl(name: string): URL | undefined {
  const descriptor = byName.get(name)
  return descriptor ? new URL(descriptor.icon, import.meta.url) : undefined
}

/** The folder of this package's sources: node folders with their translation files (`*.<language>.json`). */
export function getNodesSourceUrl(): URL {
  return new URL('.', import.meta.url)
}

export * from './context'
export {
  CATALOGUE_LANGUAGES,
  credentialTexts,
  nodeTexts,
  nodeTextsFile,
  type TCatalogueLanguage,
} from './i18n/catalogue-texts'
export { mergeTranslations, readTranslationFiles, type TTranslationFile } from './i18n/read-translations'
export { hasNodeRuntime, warmNodeRuntimes } from './runtimes'
export { FlowMemory } from './shared/flow-memory'
export { FlowBranch } from './shared/flow-branch'
export { inputsFor, LangChainOnDemand, toLangChain } from './shared/langchain-on-demand'
export {
  SeqRef,
  SequentialGraph,
  type TConditionRow,
  type TExecuteFlow,
  type TReturnAs,
  type TSeqStep,
  type TStateField,
  type TStateUpdate,
  type TStructuredKey,
  type THistorySelection,
} from './agentflow/shared/sequential-graph'
export { SupervisorTeam, type TTeamWorker } from './multiagents/shared/team'
// What the engine's LangGraph executors (Sequential Agents, Multi Agents) take from the node library.
export { createThreadSaver } from './agentflow/shared/thread-saver'
export { lazyImport } from './shared/lazy-import'
export { finalAnswerText, readAgentSteps } from './shared/agent-steps'
export { answerText } from './shared/model-call'
export { listPageLinks } from './documentloaders/cheerioWebScraper/scrape-pages'
export { startWorker } from './shared/start-worker'
export { BODY_LIMITS, BodyTooLargeError, isWholeJson, readBodyText } from './shared/read-body'
export { parseCsv } from './documentloaders/csvFile/parse-csv'
export { readUpserted } from './shared/upsert-counts'
export { toolInputArgs, type TToolInputArg } from './tools/tool-input-args'
export type {
  TAgentflowContext,
  TAgentflowModule,
  TAgentflowResult,
  TFlowMessage,
  THumanDecision,
} from './agentflowv2/shared/v2-runtime'
export {
  AssistantRunFailed,
  askAssistant,
  assistantsClient,
  createThread,
  uploadAssistantFile,
  type TAssistantsClient,
} from './shared/openai-assistants'
export {
  ASSEMBLYAI_API,
  AssemblyAIError,
  transcribeWithAssemblyAI,
} from './speechtotext/assemblyAI/assemblyai-transcribe'
