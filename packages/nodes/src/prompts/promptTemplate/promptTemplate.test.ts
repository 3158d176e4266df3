import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { PromptTemplate } from '@langchain/core/prompts'
import { PlainPrompt } from '../../shared/plain-prompt'

const harness = useNodeHarness()

describe('Prompt Template', () => {
  // `harness.supply` gives what a node taking LangChain's objects gets: the stand-in built (see below).
  it('fills its Format Prompt Values and leaves the other variables for the chain', async () => {
    const prompt = await harness.supply('promptTemplate', {
      inputs: {
        template: 'As {role}, answer {question} in {count} words',
        promptValues: { role: 'a pirate', count: 5 },
      },
    })
    expect(prompt).toBeInstanceOf(PromptTemplate)
    if (!(prompt instanceof PromptTemplate)) return
    expect(prompt.inputVariables).toEqual(['question'])
    expect(await prompt.format({ question: 'why?' })).toBe('As a pirate, answer why? in 5 words')
  })

  it('ignores values for variables the template does not have', async () => {
    const prompt = await harness.supply('promptTemplate', {
      inputs: { template: 'Say {q}', promptValues: { other: 'x' } },
    })
    if (!(prompt instanceof PromptTemplate)) throw new Error('not a prompt template')
    expect(prompt.inputVariables).toEqual(['q'])
    expect(await prompt.format({ q: 'hi' })).toBe('Say hi')
  })
})

describe("Prompt Template's stand-in", () => {
  it('formats as LangChain does: braces doubled, values filled, the open variables in order', async () => {
    const template = 'As {role}, {{literally}} answer {question} {role}'
    const plain = PlainPrompt.of(template, () => ({ role: 'a pirate' }))
    const langChain = await PromptTemplate.fromTemplate(template).partial({ role: 'a pirate' })
    expect(plain?.inputVariables).toEqual(langChain.inputVariables)
    expect(plain?.format({ question: 'why?' })).toBe(await langChain.format({ question: 'why?' }))
    expect(() => plain?.format({})).toThrow('Missing value for input question')
    const built = await plain?.toLangChain()
    expect(built).toBeInstanceOf(PromptTemplate)
    expect(await built?.format({ question: 'why?' })).toBe('As a pirate, {literally} answer why? a pirate')
    expect(await plain?.toLangChain()).toBe(built)
  })

  it.each(['{a{b} and {c}', '{a}}}x', 'no variables', '{}', '{x}{x}{{y}}'])(
    'reads %j as LangChain does',
    async (template) => {
      const plain = PlainPrompt.of(template, () => ({}))
      const langChain = PromptTemplate.fromTemplate(template)
      const values = Object.fromEntries(langChain.inputVariables.map((name) => [name, `<${name}>`]))
      expect(plain?.inputVariables).toEqual(langChain.inputVariables)
      expect(plain?.format(values)).toBe(await langChain.format(values))
    },
  )

  it.each(['Say {q', 'Say q}', '{{x}', '{a}}'])('refuses %j as LangChain does', (template) => {
    expect(() => PromptTemplate.fromTemplate(template)).toThrow()
    expect(PlainPrompt.of(template, () => ({}))).toBeUndefined()
  })

  it("is none for a template LangChain refuses, so the node fails with LangChain's error", async () => {
    expect(PlainPrompt.of('Say {q', () => ({}))).toBeUndefined()
    expect(PlainPrompt.of('Say q}', () => ({}))).toBeUndefined()
    await expect(harness.supply('promptTemplate', { inputs: { template: 'Say {q' } })).rejects.toThrow(
      "Unclosed '{' in template.",
    )
  })

  it('reaches the LLM Chain as it is; what ends a flow or goes to another node is the PromptTemplate', async () => {
    const ended = await harness.runFlow([
      { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
    ])
    expect(ended.instance).toBeInstanceOf(PromptTemplate)

    const spec = [
      { id: 'p', name: 'promptTemplate', inputs: { template: 'Say {q}' } },
      { id: 'm', name: 'chatOpenAI', credential: 'cred-openai' },
      { id: 'c', name: 'llmChain', inputs: { model: '{{m.data.instance}}', prompt: '{{p.data.instance}}' } },
    ]
    harness.openai.queue({ content: 'hi' })
    const plainRun = await harness.runFlow(spec, { question: 'hi' })
    expect(plainRun.text).toBe('hi')
    expect(harness.openai.calls.at(-1)?.body).toMatchObject({
      messages: [{ role: 'user', content: 'Say hi' }],
    })
    expect(plainRun.trace.nodes.map((n) => n.outputJson).slice(0, 2)).toEqual([
      '"[PromptTemplate]"',
      '"[ChatOpenAI]"',
    ])
    // The logs show what the chain was given as the classes they stand for.
    expect(JSON.parse(plainRun.trace.nodes[2]?.inputsJson ?? '{}')).toMatchObject({
      model: '[ChatOpenAI]',
      prompt: '[PromptTemplate]',
    })
  })
})
