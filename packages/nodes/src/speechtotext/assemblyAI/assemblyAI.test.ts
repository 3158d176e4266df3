import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { ASSEMBLYAI_KEY, startFakeAssemblyAI, type TLocalServer } from '@unikflow/testkit'
import { AssemblyAITranscriber } from './assemblyAI.runtime'

const harness = useNodeHarness()
let assembly: TLocalServer
beforeAll(async () => {
  assembly = await startFakeAssemblyAI()
})
afterAll(() => assembly.close())

const transcriber = async (apiKey = ASSEMBLYAI_KEY) => {
  const supplied = await harness.supply('assemblyAI', {
    credential: { assemblyAIApiKey: apiKey, basePath: assembly.url },
    // The AssemblyAI double is on loopback: the operator allows it.
    services: harness.services({ allowPrivateHosts: ['127.0.0.1'] }),
  })
  if (!(supplied instanceof AssemblyAITranscriber)) throw new Error('not a transcriber')
  return supplied
}

const audio = (text: string) => ({ audio: new TextEncoder().encode(text), mime: 'audio/webm' })

describe('AssemblyAI (speech to text) against a double of its upload and transcript API', () => {
  it('uploads the recording, asks for its transcript in the language, and polls until it is done', async () => {
    const before = assembly.requests.length
    const text = await (await transcriber()).transcribe({ ...audio('RIFF-voice'), language: 'DE' })
    expect(text).toBe('transcribed: RIFF-voice [de]')
    const calls = assembly.requests.slice(before)
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /v2/upload',
      'POST /v2/transcript',
      'GET /v2/transcript/t1',
      'GET /v2/transcript/t1',
    ])
    expect(calls.every((c) => c.headers.authorization === ASSEMBLYAI_KEY)).toBe(true)
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({
      audio_url: `${assembly.url}/files/1`,
      language_code: 'de',
    })
  })

  it('fails with AssemblyAI’s error when the transcript fails, and names a refused key without it', async () => {
    await expect((await transcriber()).transcribe(audio('fail me'))).rejects.toThrow(
      /AssemblyAI could not transcribe the recording: Audio file could not be decoded/,
    )
    const refused = (await transcriber('wrong-key')).transcribe(audio('x'))
    await expect(refused).rejects.toThrow(/AssemblyAI answered HTTP 401/)
    await expect(refused).rejects.not.toThrow(/wrong-key/)
  })

  it('needs its credential’s key', async () => {
    await expect(transcriber('')).rejects.toThrow(/needs an AssemblyAI API credential/)
  })
})
