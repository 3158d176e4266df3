import type { TFlowData } from '@unikflow/graph'
import type { TNodeSpec } from '../run/build-flow'

/** Pieces of Sequential Agents flows for tests (buildFlow specs). */
export const seqModel: TNodeSpec = {
  id: 'm',
  name: 'chatOpenAI',
  credential: 'cred-openai',
  inputs: { modelName: 'gpt-4o-mini' },
}

export const seqStartSpec = (inputs: Record<string, unknown> = {}): TNodeSpec => ({
  id: 'start',
  name: 'seqStart',
  inputs: { model: '{{m.data.instance}}', ...inputs },
})

/** The `sequentialNode` input following the given steps. */
export const after = (...ids: string[]) => ({ sequentialNode: ids.map((id) => `{{${id}.data.instance}}`) })

/** A condition's edges leave from the output they belong to (buildFlow writes one generic handle). */
export function branch(flow: TFlowData, conditionId: string, outputs: Record<string, string>): TFlowData {
  return {
    ...flow,
    edges: flow.edges.map((e) =>
      e.source === conditionId && outputs[e.target]
        ? { ...e, sourceHandle: `${conditionId}-output-${outputs[e.target]}-Condition` }
        : e,
    ),
  }
}
