import { afterAll, beforeAll } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { getNodeDescriptor } from '@unikflow/nodes'
import type { TChatflow } from '@unikflow/graph'
import { buildRecipeFlow, type TemplateRecipe } from '../features/templates/template-recipe'
import { chatflowsClient } from './chatflows-client'
import { runsClient } from './prediction-setup'
import type { UnikFixture } from './unik-fixture'

export interface AgentFlowFixture {
  /** testkit's fake OpenAI server the flow's chat models talk to. */
  fake: FakeOpenAI
  flow: TChatflow
}

/**
 * Registers hooks that, before all, start testkit's fake OpenAI, add an OpenAI credential at it to `t`'s
 * unik and save an agent flow (MULTIAGENT) built from `graph` like a template recipe, its chat models on
 * that credential; after all, they close the fake. Filled in by beforeAll: read it in hooks and tests only.
 */
export function agentFlowFixture(
  t: UnikFixture<never>,
  name: string,
  graph: Pick<TemplateRecipe, 'nodes' | 'edges'>,
): AgentFlowFixture {
  // Empty until beforeAll below fills it in.
  const fixture = {} as AgentFlowFixture
  beforeAll(async () => {
    fixture.fake = await startFakeOpenAI()
    const credential = await runsClient(t.app, t.unik.id).credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fixture.fake.baseUrl,
    })
    const flowData = buildRecipeFlow(
      {
        id: name.toLowerCase(),
        name,
        description: '',
        usecases: [],
        tags: [],
        type: 'Agentflow',
        framework: [],
        ...graph,
      },
      getNodeDescriptor,
    )
    for (const node of flowData.nodes) if (node.data.name === 'chatOpenAI') node.data.credential = credential
    fixture.flow = await chatflowsClient(t.app, t.unik.id).make(t.owner, {
      name,
      type: 'MULTIAGENT',
      flowData: JSON.stringify(flowData),
    })
  })
  afterAll(() => fixture.fake?.close())
  return fixture
}
