import { describe, expect, it } from 'vitest'
import {
  API_KEY_PLACEHOLDER,
  docsUrl,
  flowNodes,
  MAX_SAMPLE_FIELDS,
  openAiUrl,
  overrideSampleFields,
  predictionSample,
  type SampleLanguage,
} from './code-samples'

const base = { origin: 'https://flows.example.com/', flowId: 'f1' }
const LANGS: SampleLanguage[] = ['python', 'javascript', 'curl']
const many = Array.from({ length: 7 }, (_, i) => ({ name: `field${i}`, value: i }))

describe('prediction code samples', () => {
  it('call POST /api/v1/prediction/:id on this server in every language', () => {
    for (const lang of LANGS) {
      const code = predictionSample({ ...base, hasApiKey: false }, lang, 'basic')
      expect(code).toContain('https://flows.example.com/api/v1/prediction/f1')
      expect(code).toContain('Hey, how are you?')
    }
    expect(predictionSample({ ...base, hasApiKey: false }, 'curl', 'basic')).toContain('-X POST')
  })

  it('send the Authorization header only when the flow has an API key', () => {
    for (const lang of LANGS) {
      expect(predictionSample({ ...base, hasApiKey: false }, lang, 'basic')).not.toContain('Authorization')
      const keyed = predictionSample({ ...base, hasApiKey: true }, lang, 'basic')
      expect(keyed).toContain('Authorization')
      expect(keyed).toContain(`Bearer ${API_KEY_PLACEHOLDER}`)
    }
  })

  it('have a streaming sample that asks for streaming and reads the events', () => {
    const py = predictionSample({ ...base, hasApiKey: false }, 'python', 'streaming')
    expect(py).toContain('"streaming": True')
    expect(py).toContain('stream=True')
    const js = predictionSample({ ...base, hasApiKey: true }, 'javascript', 'streaming')
    expect(js).toContain('"streaming": true')
    expect(js).toContain('getReader()')
    const curl = predictionSample({ ...base, hasApiKey: false }, 'curl', 'streaming')
    expect(curl).toContain('"streaming":true')
    expect(curl).toContain(' -N')
  })

  it(`show at most ${MAX_SAMPLE_FIELDS} overrideConfig fields`, () => {
    for (const lang of LANGS) {
      const code = predictionSample({ ...base, hasApiKey: false, overrideFields: many }, lang, 'override')
      expect(code).toContain('overrideConfig')
      const shown = many.filter((f) => code.includes(f.name))
      expect(shown).toHaveLength(MAX_SAMPLE_FIELDS)
    }
  })

  it('have a sample that pins a release by its number', () => {
    for (const lang of LANGS) {
      const code = predictionSample({ ...base, hasApiKey: false, release: 3 }, lang, 'release')
      expect(code.replace(/\s/g, '')).toContain('"release":3')
    }
    expect(predictionSample({ ...base, hasApiKey: false }, 'curl', 'release')).toContain('"release":1')
    expect(predictionSample({ ...base, hasApiKey: false }, 'curl', 'basic')).not.toContain('release')
  })

  it('build the OpenAI-compatible and docs links', () => {
    expect(openAiUrl(base.origin, 'f1')).toBe('https://flows.example.com/api/v1/openai/f1/chat/completions')
    expect(docsUrl(base.origin)).toBe('https://flows.example.com/api/v1/docs')
  })
})

describe('override sample fields', () => {
  const flowData = JSON.stringify({
    nodes: [
      {
        id: 'chatOpenAI_0',
        data: {
          name: 'chatOpenAI',
          label: 'ChatOpenAI',
          inputParams: [
            { name: 'credential', label: 'Credential', type: 'credential' },
            { name: 'modelName', label: 'Model', type: 'options' },
            { name: 'temperature', label: 'Temperature', type: 'number' },
            { name: 'maxTokens', label: 'Max tokens', type: 'number' },
            { name: 'topP', label: 'Top P', type: 'number' },
            { name: 'timeout', label: 'Timeout', type: 'number' },
          ],
          inputs: { modelName: 'gpt-4o-mini', temperature: 0.7, maxTokens: '', topP: 1, timeout: 5 },
        },
      },
      { id: 'note', type: 'stickyNote', data: { name: 'stickyNote', inputs: { note: 'x' } } },
    ],
  })

  it('lists nodes and their plain inputs, not credentials or notes', () => {
    const nodes = flowNodes(flowData)
    expect(nodes.map((n) => n.id)).toEqual(['chatOpenAI_0'])
    expect(nodes[0]?.inputs.map((i) => i.name)).not.toContain('credential')
    expect(flowNodes('not json')).toEqual([])
  })

  it('uses only allowed properties (by node id or name), at most four', () => {
    const nodes = flowNodes(flowData)
    expect(overrideSampleFields(nodes, undefined)).toEqual([])
    expect(overrideSampleFields(nodes, { chatOpenAI: ['temperature'] })).toEqual([
      { name: 'temperature', value: 0.7 },
    ])
    const all = overrideSampleFields(nodes, {
      chatOpenAI_0: ['modelName', 'temperature', 'maxTokens', 'topP', 'timeout'],
    })
    expect(all).toHaveLength(MAX_SAMPLE_FIELDS)
    expect(all[0]).toEqual({ name: 'modelName', value: 'gpt-4o-mini' })
    expect(all[2]).toEqual({ name: 'maxTokens', value: 'example' })
  })
})
