import {
  ASSISTANT_LIMITS,
  parseCustomAssistantDetails,
  type TAssistant,
  type TAssistantTool,
  type TCustomAssistantDetailsInput,
} from '@unikflow/graph'

/** The form's state: numbers are kept as typed (text) and read when saving. */
export interface AssistantForm {
  name: string
  description: string
  instructions: string
  iconSrc: string
  modelNode: string
  credential: string
  modelName: string
  temperature: string
  topP: string
  maxTokens: string
  frequencyPenalty: string
  presencePenalty: string
  timeout: string
  basePath: string
  baseOptions: string
  tools: TAssistantTool[]
  /** Knowledge: document stores the assistant searches. */
  documentStoreIds: string[]
}

export type NumberField =
  'temperature' | 'topP' | 'maxTokens' | 'frequencyPenalty' | 'presencePenalty' | 'timeout'

/** Range and kind of each number setting (the server checks the same). */
export const NUMBER_FIELDS: Record<NumberField, { min: number; max?: number; integer?: boolean }> = {
  temperature: { min: 0, max: 1 },
  topP: { min: 0, max: 1 },
  maxTokens: { min: 1, integer: true },
  frequencyPenalty: { min: -2, max: 2 },
  presencePenalty: { min: -2, max: 2 },
  timeout: { min: 1, integer: true },
}

export const TEXT_LIMITS = {
  name: ASSISTANT_LIMITS.name,
  description: ASSISTANT_LIMITS.description,
  instructions: ASSISTANT_LIMITS.instructions,
} as const

export function emptyAssistantForm(): AssistantForm {
  return {
    name: '',
    description: '',
    instructions: '',
    iconSrc: '',
    modelNode: '',
    credential: '',
    modelName: '',
    temperature: '0.7',
    topP: '',
    maxTokens: '',
    frequencyPenalty: '',
    presencePenalty: '',
    timeout: '',
    basePath: '',
    baseOptions: '',
    tools: [],
    documentStoreIds: [],
  }
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n))

/** The form of a saved assistant; undefined when its details cannot be read. */
export function formFromAssistant(assistant: TAssistant): AssistantForm | undefined {
  const d = parseCustomAssistantDetails(assistant.details)
  if (!d) return undefined
  const m = d.chatModel
  return {
    name: d.name,
    description: d.description,
    instructions: d.instructions,
    iconSrc: assistant.iconSrc ?? '',
    modelNode: m.name,
    credential: m.credential ?? '',
    modelName: m.modelName,
    temperature: text(m.temperature),
    topP: text(m.topP),
    maxTokens: text(m.maxTokens),
    frequencyPenalty: text(m.frequencyPenalty),
    presencePenalty: text(m.presencePenalty),
    timeout: text(m.timeout),
    basePath: m.basePath ?? '',
    baseOptions: m.baseOptions ?? '',
    tools: d.tools,
    documentStoreIds: d.documentStoreIds,
  }
}

export type FieldProblem =
  | { key: 'maxLength'; max: number }
  | { key: 'range'; min: number; max?: number }
  | { key: 'integer' }
  | { key: 'invalidJson' }

export interface FormCheck {
  /** A mandatory field is empty ('Please fill in all mandatory fields'). */
  missing: Array<'name' | 'modelNode' | 'modelName' | 'credential'>
  problems: Partial<Record<keyof AssistantForm, FieldProblem>>
  tooManyTools: boolean
}

export function numberProblem(
  value: string,
  rule: (typeof NUMBER_FIELDS)[NumberField],
): FieldProblem | undefined {
  if (value.trim() === '') return undefined
  const n = Number(value)
  const outOfRange = !Number.isFinite(n) || n < rule.min || (rule.max !== undefined && n > rule.max)
  if (outOfRange) return { key: 'range', min: rule.min, ...(rule.max !== undefined ? { max: rule.max } : {}) }
  if (rule.integer && !Number.isInteger(n)) return { key: 'integer' }
  return undefined
}

/** What is wrong with the form: the same rules the server applies (limits, ranges, mandatory fields). */
export function checkAssistantForm(form: AssistantForm, needsCredential: boolean): FormCheck {
  const missing: FormCheck['missing'] = []
  if (!form.name.trim()) missing.push('name')
  if (!form.modelNode) missing.push('modelNode')
  if (!form.modelName.trim()) missing.push('modelName')
  if (needsCredential && !form.credential) missing.push('credential')
  const problems: FormCheck['problems'] = {}
  for (const [field, max] of Object.entries(TEXT_LIMITS) as Array<[keyof typeof TEXT_LIMITS, number]>)
    if (form[field].length > max) problems[field] = { key: 'maxLength', max }
  for (const field of Object.keys(NUMBER_FIELDS) as NumberField[]) {
    const problem = numberProblem(form[field], NUMBER_FIELDS[field])
    if (problem) problems[field] = problem
  }
  if (form.baseOptions.trim()) {
    try {
      JSON.parse(form.baseOptions)
    } catch {
      problems.baseOptions = { key: 'invalidJson' }
    }
  }
  return { missing, problems, tooManyTools: form.tools.length > ASSISTANT_LIMITS.tools }
}

export const isFormValid = (check: FormCheck) =>
  check.missing.length === 0 && Object.keys(check.problems).length === 0 && !check.tooManyTools

const num = (value: string) => (value.trim() === '' ? undefined : Number(value))

/** The details the server stores (Flowise's `details` JSON). */
export function detailsFromForm(form: AssistantForm): TCustomAssistantDetailsInput {
  const settings = {
    temperature: num(form.temperature),
    topP: num(form.topP),
    maxTokens: num(form.maxTokens),
    frequencyPenalty: num(form.frequencyPenalty),
    presencePenalty: num(form.presencePenalty),
    timeout: num(form.timeout),
    basePath: form.basePath.trim() || undefined,
    baseOptions: form.baseOptions.trim() || undefined,
    credential: form.credential || undefined,
  }
  return {
    name: form.name.trim(),
    description: form.description,
    instructions: form.instructions,
    chatModel: {
      name: form.modelNode,
      modelName: form.modelName.trim(),
      ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
    },
    tools: form.tools,
    documentStoreIds: form.documentStoreIds,
  }
}

/** A tool's identity, to tell chosen tools apart. */
export const toolKey = (tool: TAssistantTool) =>
  tool.kind === 'custom' ? `custom:${tool.toolId}` : `node:${tool.name}`
