import { describe, expect, it } from 'vitest'
import { makeSolidPng, TINY_PNG_BASE64, type InlineImage } from '@unikflow/testkit'
import { buildV2Flow, useNodeHarness } from '@unikflow/engine/testing'
import { AIMessage } from '@langchain/core/messages'
import type { TChatFileStore } from '../../context'
import type { TAgentflowContext } from '../shared/v2-runtime'
import { keepInlineImages } from './inline-images'
import { memoryChatFiles } from '../../testing/memory-chat-files'

// Images a Gemini model answers with (`inlineData` parts, e.g. gemini-2.5-flash-image): kept with the chat
// through the host's chat file store and answered as Flowise's `artifacts`, as OpenAI's generated images
// are. ChatGoogleGenerativeAI talks to the fake Gemini API over loopback HTTP.

const harness = useNodeHarness()

const agentFlow = (streaming: boolean, inputs: Record<string, unknown> = {}) =>
  buildV2Flow(
    [
      { id: 'start', name: 'startAgentflow' },
      {
        id: 'agent',
        name: 'agentAgentflow',
        inputs: {
          agentModel: 'chatGoogleGenerativeAI',
          agentModelConfig: {
            agentModel: 'chatGoogleGenerativeAI',
            credential: 'cred-gemini',
            modelName: 'gemini-2.5-flash-image',
            baseUrl: harness.openai.origin,
            streaming,
          },
          ...inputs,
        },
      },
    ],
    [['start', 'agent']],
  )

/** Runs the flow as a streaming client (the model streams too) or a plain one (one generateContent). */
const ask = (store: TChatFileStore | undefined, streaming: boolean, inputs: Record<string, unknown> = {}) => {
  const options = {
    question: 'Draw a cat',
    chatId: `c-${Math.random()}`,
    services: { ...harness.services(), ...(store ? { chatFiles: store } : {}) },
  }
  return streaming
    ? harness.runFlowWithEvents(agentFlow(true, inputs), options)
    : harness
        .runFlow(agentFlow(false, inputs), options)
        .then((result) => ({ result, events: [], tokens: [] }))
}

const png: InlineImage = { mimeType: 'image/png', base64: TINY_PNG_BASE64 }

describe('Agent: images a Gemini model answers with', () => {
  it.each([false, true])(
    'keeps an inline image with the chat and answers it as a png artifact (streaming %s)',
    async (streaming) => {
      const store = memoryChatFiles()
      const from = harness.openai.calls.length
      harness.openai.queue({ content: 'Here is your cat.', images: [png] })
      const { result, events, tokens } = await ask(store, streaming)
      const call = harness.openai.calls.slice(from).find((c) => c.path.includes('gemini-2.5-flash-image'))
      expect(call?.path).toMatch(streaming ? /:streamGenerateContent$/ : /:generateContent$/)
      expect(result.text).toBe('Here is your cat.')
      expect(store.files).toHaveLength(1)
      const [file] = store.files
      expect(file?.name).toMatch(/^gemini_generated_image_\d+_1\.png$/)
      expect(file?.mime).toBe('image/png')
      expect(Buffer.from(file?.data ?? []).toString('base64')).toBe(TINY_PNG_BASE64)
      expect(result.artifacts).toEqual([{ type: 'png', data: `FILE-STORAGE::${file?.name}` }])
      // The node's output and the record of its run name the file, without the image's bytes.
      const record = result.agentFlowExecutedData?.find((n) => n.nodeId === 'agent')
      expect(JSON.stringify(record)).toContain(`FILE-STORAGE::${file?.name}`)
      expect(JSON.stringify(result)).not.toContain(TINY_PNG_BASE64)
      if (streaming) {
        expect(tokens.join('')).toBe('Here is your cat.')
        expect(events).toContainEqual({ event: 'artifacts', data: result.artifacts })
        expect(JSON.stringify(events)).not.toContain(TINY_PNG_BASE64)
      }
    },
  )

  it.each([false, true])(
    'keeps each image of an answer that is only images: a jpeg as .jpg (streaming %s)',
    async (streaming) => {
      const store = memoryChatFiles()
      const red = makeSolidPng(8, 8, [255, 0, 0])
      harness.openai.queue({ content: '', images: [png, { mimeType: 'image/jpeg', base64: red }] })
      const { result } = await ask(store, streaming)
      expect(result.text).toBe('')
      expect(store.files.map((f) => [f.name.replace(/\d+/, 'T'), f.mime])).toEqual([
        ['gemini_generated_image_T_1.png', 'image/png'],
        ['gemini_generated_image_T_2.jpg', 'image/jpeg'],
      ])
      expect(Buffer.from(store.files[1]?.data ?? []).toString('base64')).toBe(red)
      expect(result.artifacts).toEqual([
        { type: 'png', data: `FILE-STORAGE::${store.files[0]?.name}` },
        { type: 'jpeg', data: `FILE-STORAGE::${store.files[1]?.name}` },
      ])
      expect(JSON.stringify(result)).not.toContain(red)
    },
  )

  it('keeps nothing larger than a chat file may be, and nothing without a store; the answer stands', async () => {
    const small = memoryChatFiles(10)
    harness.openai.queue({ content: 'Here is your cat.', images: [png] })
    const { result } = await ask(small, false)
    expect(result.text).toBe('Here is your cat.')
    expect(small.files).toEqual([])
    expect(result.artifacts ?? []).toEqual([])
    expect(JSON.stringify(result)).not.toContain(TINY_PNG_BASE64)

    harness.openai.queue({ content: 'Here is your cat.', images: [png] })
    const unstored = await ask(undefined, true)
    expect(unstored.result.text).toBe('Here is your cat.')
    expect(unstored.result.artifacts ?? []).toEqual([])
    expect(JSON.stringify(unstored.result)).not.toContain(TINY_PNG_BASE64)
  })

  it.each([false, true])(
    'answers a text answer as before, with no artifact (streaming %s)',
    async (streaming) => {
      const store = memoryChatFiles()
      harness.openai.queue({ content: 'Cats are small.' })
      const { result } = await ask(store, streaming)
      expect(result.text).toBe('Cats are small.')
      expect(store.files).toEqual([])
      expect(result.artifacts ?? []).toEqual([])
    },
  )

  it('keeps the chart code execution drew, beside the code and its output in the answer', async () => {
    const store = memoryChatFiles()
    harness.openai.queue({
      content: 'The chart is ready.',
      builtIn: { kind: 'codeExecution', code: 'plt.plot([1, 2])', output: 'done' },
      images: [png],
    })
    const { result } = await ask(store, false, { agentToolsBuiltInGemini: ['codeExecution'] })
    expect(result.text).toContain('plt.plot([1, 2])')
    expect(result.text).toContain('The chart is ready.')
    expect(store.files.map((f) => f.mime)).toEqual(['image/png'])
    expect(result.artifacts).toEqual([{ type: 'png', data: `FILE-STORAGE::${store.files[0]?.name}` }])
    expect(JSON.stringify(result)).not.toContain(TINY_PNG_BASE64)
  })

  it('takes the image parts out of the reply, kept or not, so the agent goes on without their base64', async () => {
    const warnings: string[] = []
    const ctx = {
      chatFiles: memoryChatFiles(),
      logger: { warn: (message: string) => warnings.push(message) },
    } as unknown as TAgentflowContext
    const reply = new AIMessage({
      content: [
        { type: 'text', text: 'Two pictures.' },
        { type: 'inlineData', inlineData: { mimeType: 'image/png', data: TINY_PNG_BASE64 } },
        { type: 'inlineData', inlineData: { mimeType: 'image/tiff', data: TINY_PNG_BASE64 } },
      ],
      tool_calls: [{ id: 'c1', name: 'lookup', args: {} }],
    })
    const artifacts = await keepInlineImages(ctx, reply)
    expect(artifacts).toEqual([
      { type: 'png', data: expect.stringMatching(/^FILE-STORAGE::gemini_generated_image_\d+_1\.png$/) },
    ])
    expect(reply.content).toEqual([{ type: 'text', text: 'Two pictures.' }])
    expect(warnings).toHaveLength(1)
    expect(await keepInlineImages(ctx, new AIMessage('Plain text.'))).toEqual([])
  })
})
