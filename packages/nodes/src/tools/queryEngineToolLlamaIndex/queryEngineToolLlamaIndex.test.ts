import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { FlowQueryEngine, QueryEngineTool } from '../../shared/query-engine'

const harness = useNodeHarness()

// How the Sub Question Query Engine asks these tools is tested in engine/subQuestionQueryEngine.
describe('QueryEngine Tool', () => {
  const baseQueryEngine = new FlowQueryEngine('q', async (query) => ({
    text: `about ${query}`,
    sourceDocuments: [],
  }))

  it('offers its query engine under its name and description', async () => {
    const tool = await harness.supply('queryEngineToolLlamaIndex', {
      inputs: { baseQueryEngine, toolName: ' cats_docs ', toolDesc: ' About cats ' },
    })
    expect(tool).toBeInstanceOf(QueryEngineTool)
    if (!(tool instanceof QueryEngineTool)) return
    expect(tool).toMatchObject({ name: 'cats_docs', description: 'About cats' })
    expect(await tool.engine.query('purring')).toMatchObject({ text: 'about purring' })
  })

  it('refuses a tool name a model could not call', async () => {
    await expect(
      harness.supply('queryEngineToolLlamaIndex', { inputs: { baseQueryEngine, toolName: 'cats docs!' } }),
    ).rejects.toThrow('Tool Name must be letters, digits and underscores')
  })
})
