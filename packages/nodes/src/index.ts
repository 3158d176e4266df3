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
  outputParserNodes,
  promptNodes,
  retrievalNodes,
  toolNodes,
  updlNodes,
  utilityNodes,
} from './catalogue'
import { agentflowV2Nodes } from './agentflowv2/agentflowv2-nodes'

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
  ...loaderNodes,
  ...toolNodes,
  ...agentNodes,
  ...utilityNodes,
  ...moderationNodes,
  ...agentflowNodes,
  ...multiAgentNodes,
  ...agentflowV2Nodes,
  ...updlNodes,
]

const byName = new Map(nodeDescriptors.map((d) => [d.name, d]))

export function getNodeDescriptor(name: string): TNodeDescriptor | undefined {
  return byName.get(name)
}

/** Where a node's SVG icon lives (descriptor `icon` is relative to this package's `src`). */
export function getNodeIconUrl(name: string): URL | undefined {
  const descriptor = byName.get(name)
  return descriptor ? new URL(descriptor.icon, import.meta.url) : undefined
}

export * from './context'
export { hasNodeRuntime, loadNodeRuntime, warmNodeRuntimes } from './runtimes'
export { FlowMemory } from './shared/flow-memory'
export { FlowBranch } from './shared/flow-branch'
export { SeqRef } from './agentflow/shared/sequential-graph'
export { SupervisorTeam } from './multiagents/shared/team'
export { runTeam } from './multiagents/shared/run-team'
export {
  runSequential,
  SeqStepError,
  RECURSION_LIMIT,
  type TExecuteFlow,
  type TAgentAction,
  type TAgentReasoning,
  type TSeqAnswer,
} from './agentflow/shared/run-sequential'
export { listPageLinks } from './documentloaders/cheerioWebScraper/scrape-pages'
export { startWorker } from './shared/start-worker'
export { readUpserted } from './shared/upsert-counts'
export { loadAgentflowRuntime } from './agentflowv2/agentflowv2-runtimes'
export { toolInputArgs, type TToolInputArg } from './tools/tool-input-args'
export type {
  TAgentflowContext,
  TAgentflowModule,
  TAgentflowResult,
  TFlowMessage,
  THumanDecision,
} from './agentflowv2/shared/v2-runtime'
