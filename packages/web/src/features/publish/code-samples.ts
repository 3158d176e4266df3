import { CanvasNodeTypes, isRecord } from '@unikflow/graph'
// Code samples of the share dialog's API tab: the prediction API (docs/product.md#calls), at most 4 override fields (docs/product.md#limits-and-constants).

/** docs/product.md#limits-and-constants: a sample never lists more than this many overrideConfig fields. */
export const MAX_SAMPLE_FIELDS = 4
/** Stands in for the key in samples: the full key is shown only once, when it is created. */
export const API_KEY_PLACEHOLDER = '<your-api-key>'

export interface OverrideField {
  name: string
  value: unknown
}

export interface SampleInput {
  /** The server's origin, e.g. `https://flows.example.com`. */
  origin: string
  flowId: string
  /** The flow has an API key: samples send `Authorization: Bearer …`. */
  hasApiKey: boolean
  /** Override fields callers may send (only the first MAX_SAMPLE_FIELDS are shown). */
  overrideFields?: OverrideField[]
  /** The release the `release` sample pins (the flow's live one; 1 when it has none). */
  release?: number
}

export type SampleLanguage = 'python' | 'javascript' | 'curl'
export type SampleKind = 'basic' | 'streaming' | 'override' | 'release'

export function predictionUrl(origin: string, flowId: string): string {
  return `${origin.replace(/\/+$/, '')}/api/v1/prediction/${flowId}`
}

export function openAiUrl(origin: string, flowId: string): string {
  return `${origin.replace(/\/+$/, '')}/api/v1/openai/${flowId}/chat/completions`
}

export function docsUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/api/v1/docs`
}

function sampleBody(input: SampleInput, kind: SampleKind): Record<string, unknown> {
  const body: Record<string, unknown> = { question: 'Hey, how are you?' }
  if (kind === 'streaming') body.streaming = true
  // A request may pin a release of a flow that releases changes explicitly (else: the live one).
  if (kind === 'release') body.release = input.release ?? 1
  if (kind === 'override') {
    const fields = (input.overrideFields ?? []).slice(0, MAX_SAMPLE_FIELDS)
    const overrideConfig: Record<string, unknown> = {}
    for (const f of fields) overrideConfig[f.name] = f.value
    if (fields.length === 0) overrideConfig.sessionId = 'example-session'
    body.overrideConfig = overrideConfig
  }
  return body
}

const indent = (text: string, spaces: number) => text.replace(/\n/g, `\n${' '.repeat(spaces)}`)

function python(input: SampleInput, kind: SampleKind): string {
  const url = predictionUrl(input.origin, input.flowId)
  const body = indent(JSON.stringify(sampleBody(input, kind), null, 4), 0)
    .replace(/\btrue\b/g, 'True')
    .replace(/\bfalse\b/g, 'False')
    .replace(/\bnull\b/g, 'None')
  const headers = input.hasApiKey ? `headers = {"Authorization": "Bearer ${API_KEY_PLACEHOLDER}"}\n` : ''
  const h = input.hasApiKey ? ', headers=headers' : ''
  if (kind === 'streaming')
    return `import requests

API_URL = "${url}"
${headers}
with requests.post(API_URL, json=${body}${h}, stream=True) as response:
    # Server-sent events: lines "data: {...}" with token, metadata and end events
    for line in response.iter_lines(decode_unicode=True):
        if line and line.startswith("data:"):
            print(line[5:].strip())
`
  return `import requests

API_URL = "${url}"
${headers}
def query(payload):
    response = requests.post(API_URL, json=payload${h})
    return response.json()

output = query(${body})
print(output)
`
}

function javascript(input: SampleInput, kind: SampleKind): string {
  const url = predictionUrl(input.origin, input.flowId)
  const body = indent(JSON.stringify(sampleBody(input, kind), null, 2), 2)
  const auth = input.hasApiKey ? `\n      Authorization: 'Bearer ${API_KEY_PLACEHOLDER}',` : ''
  const request = `await fetch('${url}', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',${auth}
    },
    body: JSON.stringify(${indent(body, 2)}),
  })`
  if (kind === 'streaming')
    return `async function query() {
  const response = ${request}
  // Server-sent events: "data: {...}" lines with token, metadata and end events
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    console.log(decoder.decode(value, { stream: true }))
  }
}

query()
`
  return `async function query() {
  const response = ${request}
  return response.json()
}

query().then((response) => {
  console.log(response)
})
`
}

function curl(input: SampleInput, kind: SampleKind): string {
  const url = predictionUrl(input.origin, input.flowId)
  const body = JSON.stringify(sampleBody(input, kind)).replace(/'/g, `'\\''`)
  const lines = [`curl ${url}`, '  -X POST']
  if (kind === 'streaming') lines.push('  -N')
  lines.push('  -H "Content-Type: application/json"')
  if (input.hasApiKey) lines.push(`  -H "Authorization: Bearer ${API_KEY_PLACEHOLDER}"`)
  lines.push(`  -d '${body}'`)
  return `${lines.join(' \\\n')}\n`
}

export function predictionSample(input: SampleInput, language: SampleLanguage, kind: SampleKind): string {
  if (language === 'python') return python(input, kind)
  if (language === 'javascript') return javascript(input, kind)
  return curl(input, kind)
}

/** A minimal view of the stored flow graph: what the samples and the override switches need. */
export interface FlowNodeInfo {
  id: string
  name: string
  label: string
  inputs: Array<{ name: string; label: string; value: unknown }>
}

/** A stored text field, or `fallback` when the flow holds something else there. */
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback)

/** Nodes of a flow's `flowData` with their plain inputs (not connections); tolerant of odd data. */
export function flowNodes(flowData: string): FlowNodeInfo[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(flowData)
  } catch {
    return []
  }
  const nodes = isRecord(parsed) && Array.isArray(parsed.nodes) ? parsed.nodes : []
  const out: FlowNodeInfo[] = []
  for (const node of nodes) {
    if (!isRecord(node) || !isRecord(node.data) || typeof node.id !== 'string') continue
    const data = node.data
    // Notes (Flowise's and Agentflow v2's) are stored as xyflow `stickyNote` nodes; they have no inputs to send.
    if (node.type === CanvasNodeTypes.StickyNote) continue
    const values = isRecord(data.inputs) ? data.inputs : {}
    const params = Array.isArray(data.inputParams) ? data.inputParams.filter(isRecord) : []
    const inputs = params.length
      ? params
          .filter((p) => typeof p.name === 'string' && p.type !== 'credential')
          .map((p) => ({
            name: String(p.name),
            label: typeof p.label === 'string' ? p.label : String(p.name),
            value: values[String(p.name)],
          }))
      : Object.keys(values)
          .filter((k) => typeof values[k] !== 'string' || !String(values[k]).startsWith('{{'))
          .map((k) => ({ name: k, label: k, value: values[k] }))
    out.push({
      id: node.id,
      name: textOr(data.name, node.id),
      label: textOr(data.label, node.id),
      inputs,
    })
  }
  return out
}

/** A sample value for an input: its current value when simple, else a placeholder of the right kind. */
function sampleValue(value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'string' && value !== '' && !value.startsWith('{{') && value.length <= 60) return value
  return 'example'
}

/**
 * Fields for the overrideConfig sample: the properties the flow allows to override (apiConfig) first,
 * else nothing; at most MAX_SAMPLE_FIELDS.
 */
export function overrideSampleFields(
  nodes: FlowNodeInfo[],
  allowed: Record<string, string[]> | undefined,
): OverrideField[] {
  const fields: OverrideField[] = []
  const seen = new Set<string>()
  for (const node of nodes) {
    const names = allowed?.[node.id] ?? allowed?.[node.name] ?? []
    for (const input of node.inputs) {
      if (!names.includes(input.name) || seen.has(input.name)) continue
      seen.add(input.name)
      fields.push({ name: input.name, value: sampleValue(input.value) })
      if (fields.length === MAX_SAMPLE_FIELDS) return fields
    }
  }
  return fields
}
