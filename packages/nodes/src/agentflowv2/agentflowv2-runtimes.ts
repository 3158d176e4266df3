import type { TAgentflowModule } from './shared/v2-runtime'

type TLoader = () => Promise<{ default: TAgentflowModule }>

/** Agentflow v2 runtimes by node name, loaded on first use (the engine's v2 executor runs them). */
const loaders: Readonly<Record<string, TLoader>> = {
  startAgentflow: () => import('./startAgentflow/startAgentflow.runtime'),
  llmAgentflow: () => import('./llmAgentflow/llmAgentflow.runtime'),
  agentAgentflow: () => import('./agentAgentflow/agentAgentflow.runtime'),
  conditionAgentflow: () => import('./conditionAgentflow/conditionAgentflow.runtime'),
  conditionAgentAgentflow: () => import('./conditionAgentAgentflow/conditionAgentAgentflow.runtime'),
  loopAgentflow: () => import('./loopAgentflow/loopAgentflow.runtime'),
  iterationAgentflow: () => import('./iterationAgentflow/iterationAgentflow.runtime'),
  humanInputAgentflow: () => import('./humanInputAgentflow/humanInputAgentflow.runtime'),
  toolAgentflow: () => import('./toolAgentflow/toolAgentflow.runtime'),
  retrieverAgentflow: () => import('./retrieverAgentflow/retrieverAgentflow.runtime'),
  customFunctionAgentflow: () => import('./customFunctionAgentflow/customFunctionAgentflow.runtime'),
  directReplyAgentflow: () => import('./directReplyAgentflow/directReplyAgentflow.runtime'),
  executeFlowAgentflow: () => import('./executeFlowAgentflow/executeFlowAgentflow.runtime'),
  httpAgentflow: () => import('./httpAgentflow/httpAgentflow.runtime'),
}

export async function loadAgentflowRuntime(name: string): Promise<TAgentflowModule | undefined> {
  const loader = loaders[name]
  return loader ? (await loader()).default : undefined
}
