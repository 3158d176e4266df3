import { describe, expect, it } from 'vitest'
import { TINY_PNG_BASE64 } from '@unikflow/testkit'
import { builtInToolsAgentFlow, useNodeHarness } from '@unikflow/engine/testing'
import type { TChatFileStore } from '../../context'
import { keptFileName } from './built-in-artifacts'
import { memoryChatFiles } from '../../testing/memory-chat-files'

// Images and files OpenAI's built-in tools make (Flowise 3.x's Agent artifacts): kept with the chat through
// the host's chat file store and answered as Flowise's `artifacts` / `fileAnnotations`. ChatOpenAI talks
// to the fake Responses API over loopback HTTP.

const harness = useNodeHarness()

const agentFlow = (builtIn: string[]) => builtInToolsAgentFlow(builtIn)

const ask = (builtIn: string[], store: TChatFileStore | undefined, streaming: boolean) => {
  const options = {
    question: 'Draw a cat',
    chatId: `c-${Math.random()}`,
    services: { ...harness.services(), ...(store ? { chatFiles: store } : {}) },
  }
  return streaming
    ? harness.runFlowWithEvents(agentFlow(builtIn), options)
    : harness.runFlow(agentFlow(builtIn), options).then((result) => ({ result, events: [] }))
}

describe('Agent: files made by OpenAI built-in tools', () => {
  it.each([false, true])(
    'keeps a generated image with the chat and answers it as a png artifact (streaming %s)',
    async (streaming) => {
      const store = memoryChatFiles()
      harness.openai.queue({
        content: 'Here is your cat.',
        builtIn: { kind: 'imageGeneration', prompt: 'A cat', base64: TINY_PNG_BASE64 },
      })
      const { result, events } = await ask(['image_generation'], store, streaming)
      expect(result.text).toBe('Here is your cat.')
      expect(store.files).toHaveLength(1)
      const [file] = store.files
      expect(file?.name).toMatch(/^generated_image_ig_\d+\.png$/)
      expect(file?.mime).toBe('image/png')
      expect(Buffer.from(file?.data ?? []).toString('base64')).toBe(TINY_PNG_BASE64)
      expect(result.artifacts).toEqual([{ type: 'png', data: `FILE-STORAGE::${file?.name}` }])
      expect(result.usedTools).toEqual([
        expect.objectContaining({
          tool: 'image_generation',
          toolInput: expect.objectContaining({ prompt: 'A cat', output_format: 'png' }),
        }),
      ])
      // The node's output and the record of its run say so too, without the image's bytes.
      const record = result.agentFlowExecutedData?.find((n) => n.nodeId === 'agentAgentflow_0')
      expect(JSON.stringify(record)).toContain(`FILE-STORAGE::${file?.name}`)
      expect(JSON.stringify(record)).not.toContain(TINY_PNG_BASE64)
      if (streaming) expect(events).toContainEqual({ event: 'artifacts', data: result.artifacts })
    },
  )

  it("downloads a file the code interpreter cites with the model's key: an image is an artifact, a csv a download", async () => {
    const store = memoryChatFiles()
    const from = harness.openai.calls.length
    harness.openai.queue({
      content: 'The table is ready.',
      builtIn: { kind: 'codeFile', code: 'df.to_csv("out.csv")', fileName: 'out.csv', content: 'a,b\n1,2\n' },
    })
    const { result } = await ask(['code_interpreter'], store, false)
    expect(store.files.map((f) => [f.name, f.mime, Buffer.from(f.data).toString()])).toEqual([
      ['out.csv', 'text/csv', 'a,b\n1,2\n'],
    ])
    expect(result.fileAnnotations).toEqual([{ filePath: 'FILE-STORAGE::out.csv', fileName: 'out.csv' }])
    expect(result.artifacts ?? []).toEqual([])
    const download = harness.openai.calls.slice(from).find((c) => c.path.includes('/containers/'))
    expect(download?.path).toMatch(/^\/v1\/containers\/cntr_\d+\/files\/cfile_[\w-]+\/content$/)
    expect(String(download?.headers.authorization)).toMatch(/^Bearer \S+/)

    harness.openai.queue({
      content: 'The chart is ready.',
      builtIn: { kind: 'codeFile', code: 'plt.savefig("c.png")', fileName: 'c.png', content: 'png bytes' },
    })
    const chart = await ask(['code_interpreter'], memoryChatFiles(), false)
    expect(chart.result.artifacts).toEqual([{ type: 'png', data: 'FILE-STORAGE::c.png' }])
  })

  it('keeps nothing larger than a chat file may be, and nothing without a store; the answer stands', async () => {
    const small = memoryChatFiles(10)
    const image = { kind: 'imageGeneration', prompt: 'A cat', base64: TINY_PNG_BASE64 } as const
    harness.openai.queue({ content: 'Here is your cat.', builtIn: image })
    const { result } = await ask(['image_generation'], small, false)
    expect(result.text).toBe('Here is your cat.')
    expect(small.files).toEqual([])
    expect(result.artifacts ?? []).toEqual([])

    harness.openai.queue({ content: 'Here is your cat.', builtIn: image })
    const unstored = await ask(['image_generation'], undefined, false)
    expect(unstored.result.text).toBe('Here is your cat.')
    expect(unstored.result.artifacts ?? []).toEqual([])
  })

  it("keeps a provider's file name inside the chat: no folders, no control characters", () => {
    expect(keptFileName('/mnt/data/../report.csv')).toBe('report.csv')
    expect(keptFileName('..\\evil\u0000.txt')).toBe('evil_.txt')
    expect(keptFileName('...')).toBe('file')
  })
})
