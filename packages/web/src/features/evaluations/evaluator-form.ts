import type { TEvaluator, TEvaluatorInput } from '@unikflow/graph'

/** The evaluators the new-evaluation dialog offers, each switched on or off with its own fields. */
export const EVALUATOR_CHOICES = [
  'contains',
  'exact',
  'notContains',
  'regex',
  'json',
  'latency',
  'length',
  'judge',
  'similarity',
  'code',
] as const
export type TEvaluatorChoice = (typeof EVALUATOR_CHOICES)[number]

export interface EvaluatorForm {
  on: Record<TEvaluatorChoice, boolean>
  /** The text of contains / not-contains / regex; contains without one looks for the expected output. */
  text: Partial<Record<'contains' | 'notContains' | 'regex', string>>
  jsonSchema: string
  maxLatencyMs: string
  maxLength: string
  judge: { nodeName: string; credentialId: string; modelName: string; rubric: string; threshold: string }
  similarity: { nodeName: string; credentialId: string; threshold: string }
  code: string
  /** Evaluators of an earlier run the fields above cannot show (made through the API); sent as they are. */
  extra: TEvaluatorInput[]
}

export const emptyEvaluatorForm = (): EvaluatorForm => ({
  on: {
    contains: true,
    exact: false,
    notContains: false,
    regex: false,
    json: false,
    latency: false,
    length: false,
    judge: false,
    similarity: false,
    code: false,
  },
  text: {},
  jsonSchema: '',
  maxLatencyMs: '5000',
  maxLength: '2000',
  judge: { nodeName: 'chatOpenAI', credentialId: '', modelName: 'gpt-4o-mini', rubric: '', threshold: '7' },
  similarity: { nodeName: 'openAIEmbeddings', credentialId: '', threshold: '0.8' },
  code: 'return $output.length > 0',
  extra: [],
})

const num = (text: string, fallback: number) => {
  const n = Number(text)
  return text.trim() !== '' && Number.isFinite(n) ? n : fallback
}
const credential = (id: string) => (id ? { credentialId: id } : {})

function evaluatorOf(choice: TEvaluatorChoice, form: EvaluatorForm, name: string): TEvaluatorInput {
  const base = { id: choice, name }
  switch (choice) {
    case 'contains':
    case 'notContains':
    case 'regex':
      return { ...base, type: 'text', operator: choice, value: form.text[choice] ?? '' }
    case 'exact':
      return { ...base, type: 'text', operator: 'exact' }
    case 'json':
      return { ...base, type: 'json', schema: form.jsonSchema }
    case 'latency':
      return { ...base, type: 'numeric', metric: 'latency', max: num(form.maxLatencyMs, 5000) }
    case 'length':
      return { ...base, type: 'numeric', metric: 'length', max: num(form.maxLength, 2000) }
    case 'judge': {
      const j = form.judge
      const model = {
        nodeName: j.nodeName,
        ...credential(j.credentialId),
        inputs: { modelName: j.modelName },
      }
      return { ...base, type: 'judge', model, rubric: j.rubric, threshold: num(j.threshold, 7) }
    }
    case 'similarity': {
      const s = form.similarity
      const embeddings = { nodeName: s.nodeName, ...credential(s.credentialId), inputs: {} }
      return { ...base, type: 'similarity', embeddings, threshold: num(s.threshold, 0.8) }
    }
    case 'code':
      return { ...base, type: 'code', code: form.code }
  }
}

/** The evaluators switched on, named by `nameOf` (the dialog's translated labels). */
export function evaluatorsOf(
  form: EvaluatorForm,
  nameOf: (c: TEvaluatorChoice) => string,
): TEvaluatorInput[] {
  const chosen = EVALUATOR_CHOICES.filter((c) => form.on[c]).map((c) => evaluatorOf(c, form, nameOf(c)))
  const taken = new Set(chosen.map((e) => e.id))
  return [...chosen, ...form.extra.map((e) => (taken.has(e.id) ? { ...e, id: `kept-${e.id}` } : e))]
}

const onlyMax = (e: { min?: number | undefined; max?: number | undefined }) =>
  e.min === undefined && e.max !== undefined

/** Switches `choice` on, or answers false when it is on already (a second one of a kind stays extra). */
function take(form: EvaluatorForm, choice: TEvaluatorChoice): boolean {
  if (form.on[choice]) return false
  form.on[choice] = true
  return true
}

/** Fills the fields of `form` that show `e`, or answers false when no field shows it as it is. */
function showIn(form: EvaluatorForm, e: TEvaluator): boolean {
  switch (e.type) {
    case 'text':
      if (e.caseSensitive) return false
      if (e.operator === 'exact') return e.value === '' && take(form, 'exact')
      if (!take(form, e.operator)) return false
      form.text[e.operator] = e.value
      return true
    case 'json':
      if (!take(form, 'json')) return false
      form.jsonSchema = e.schema
      return true
    case 'numeric':
      if (!onlyMax(e) || (e.metric !== 'latency' && e.metric !== 'length') || !take(form, e.metric))
        return false
      if (e.metric === 'latency') form.maxLatencyMs = String(e.max)
      else form.maxLength = String(e.max)
      return true
    case 'judge': {
      const { modelName, ...otherInputs } = e.model.inputs
      if (typeof modelName !== 'string' || Object.keys(otherInputs).length > 0 || !take(form, 'judge'))
        return false
      const { nodeName, credentialId = '' } = e.model
      form.judge = { nodeName, credentialId, modelName, rubric: e.rubric, threshold: String(e.threshold) }
      return true
    }
    case 'similarity': {
      if (Object.keys(e.embeddings.inputs).length > 0 || !take(form, 'similarity')) return false
      const { nodeName, credentialId = '' } = e.embeddings
      form.similarity = { nodeName, credentialId, threshold: String(e.threshold) }
      return true
    }
    case 'code':
      if (!take(form, 'code')) return false
      form.code = e.code
      return true
  }
}

/** The form showing the evaluators of an earlier run (to run them again, or on another flow). */
export function formOf(evaluators: readonly TEvaluator[]): EvaluatorForm {
  const form = emptyEvaluatorForm()
  form.on.contains = false
  for (const e of evaluators) if (!showIn(form, e)) form.extra.push(e)
  return form
}

/** What keeps the form from being sent: no evaluator, or a judge without a rubric. */
export function formProblem(form: EvaluatorForm): 'noEvaluator' | 'noRubric' | 'noCode' | undefined {
  if (!EVALUATOR_CHOICES.some((c) => form.on[c]) && form.extra.length === 0) return 'noEvaluator'
  if (form.on.judge && !form.judge.rubric.trim()) return 'noRubric'
  if (form.on.code && !form.code.trim()) return 'noCode'
  return undefined
}
