import type { TFetch } from '../../context'
import { BODY_LIMITS, readBodyJson } from '../../shared/read-body'
import { isRecord } from '@unikflow/graph'

export type TReplicateOptions = {
  readonly fetch: TFetch
  readonly base: string
  readonly apiKey: string
  /** owner/name or owner/name:version */
  readonly model: string
  readonly input: Record<string, unknown>
}

/** How long a prediction may keep running after the first answer (Replicate's `Prefer: wait` holds up to 60 s). */
const POLL_INTERVAL_MS = 1000
const MAX_POLLS = 120

async function readJson(res: Response): Promise<Record<string, unknown>> {
  const body: unknown = await readBodyJson(res, BODY_LIMITS.apiJson, 'Replicate’s answer').catch(() => ({}))
  if (!res.ok) {
    const detail = isRecord(body) && typeof body.detail === 'string' ? `: ${body.detail}` : ''
    throw new Error(`Replicate answered HTTP ${res.status}${detail}`)
  }
  return isRecord(body) ? body : {}
}

/** The text of a finished prediction: language models stream tokens into an array of strings. */
function outputText(prediction: Record<string, unknown>): string {
  const { output } = prediction
  if (Array.isArray(output)) return output.map(String).join('')
  return typeof output === 'string' ? output : ''
}

/** Runs one prediction (a model's latest version, or a fixed one) and waits for its output. */
export async function runReplicate(options: TReplicateOptions, prompt: string, signal?: AbortSignal) {
  const [name, version] = options.model.split(':')
  const url = version ? `${options.base}/predictions` : `${options.base}/models/${name}/predictions`
  const headers = {
    Authorization: `Bearer ${options.apiKey}`,
    'Content-Type': 'application/json',
    Prefer: 'wait',
  }
  const body = { ...(version ? { version } : {}), input: { ...options.input, prompt } }
  let prediction = await readJson(
    await options.fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    }),
  )
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const status = prediction.status
    if (status === 'succeeded') return outputText(prediction)
    if (status === 'failed' || status === 'canceled')
      throw new Error(`Replicate prediction ${status}: ${String(prediction.error ?? '')}`)
    const get =
      isRecord(prediction.urls) && typeof prediction.urls.get === 'string' ? prediction.urls.get : ''
    if (!get) throw new Error('Replicate gave no way to read the prediction')
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
    prediction = await readJson(await options.fetch(get, { headers, ...(signal ? { signal } : {}) }))
  }
  throw new Error('Replicate prediction did not finish in time')
}
