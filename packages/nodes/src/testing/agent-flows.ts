import type { TNodeSpec } from '@unikflow/engine/testing'

/** ChatOpenAI at the node harness's fake server (its `cred-openai` credential). */
export const fakeChatModel: TNodeSpec = {
  id: 'm',
  name: 'chatOpenAI',
  credential: 'cred-openai',
  inputs: { modelName: 'gpt-4o-mini' },
}

/**
 * A Tool Agent on the fake chat model using `tools` (and any `others` they reference), as node specs for
 * `harness.runFlow`: how a tool node is tested, the agent calling it as the fake model's queued replies say.
 */
export function toolAgentFlow(
  tools: readonly TNodeSpec[],
  agentInputs: Record<string, unknown> = {},
  others: readonly TNodeSpec[] = [],
): TNodeSpec[] {
  return [
    fakeChatModel,
    ...tools,
    ...others,
    {
      id: 'a',
      name: 'toolAgent',
      inputs: {
        model: '{{m.data.instance}}',
        tools: tools.map((t) => `{{${t.id}.data.instance}}`),
        ...agentInputs,
      },
    },
  ]
}
