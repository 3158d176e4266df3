import {
  ASSISTANT_LIMITS,
  ZOpenAIAssistantDetails,
  type TAssistant,
  type TOpenAIAssistantDetailsInput,
  type TOpenAIAssistantFile,
  type TOpenAIRemoteAssistant,
} from '@unikflow/graph'
import { NUMBER_FIELDS, numberProblem, TEXT_LIMITS, type FieldProblem } from './assistant-form'

/** The OpenAI assistant dialog's state: numbers as typed, read when saving. */
export interface OpenAIAssistantForm {
  name: string
  description: string
  iconSrc: string
  credential: string
  model: string
  instructions: string
  temperature: string
  topP: string
  codeInterpreter: boolean
  fileSearch: boolean
  functionToolIds: string[]
  codeInterpreterFiles: TOpenAIAssistantFile[]
  fileSearchFiles: TOpenAIAssistantFile[]
  /** Set when the assistant was loaded from the account ("Load"): saved over there, not made anew. */
  openaiId?: string
}

export function emptyOpenAIForm(): OpenAIAssistantForm {
  return {
    name: '',
    description: '',
    iconSrc: '',
    credential: '',
    model: 'gpt-4o-mini',
    instructions: '',
    temperature: '1',
    topP: '1',
    codeInterpreter: false,
    fileSearch: false,
    functionToolIds: [],
    codeInterpreterFiles: [],
    fileSearchFiles: [],
  }
}

/** The stored details of an OpenAI assistant; undefined when they cannot be read. */
export function readOpenAIDetails(assistant: TAssistant) {
  try {
    const parsed = ZOpenAIAssistantDetails.safeParse(JSON.parse(assistant.details))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n))

export function openAIFormFromAssistant(assistant: TAssistant): OpenAIAssistantForm | undefined {
  const d = readOpenAIDetails(assistant)
  if (!d) return undefined
  return {
    name: d.name,
    description: d.description,
    iconSrc: assistant.iconSrc ?? '',
    credential: assistant.credential ?? '',
    model: d.model,
    instructions: d.instructions,
    temperature: text(d.temperature),
    topP: text(d.topP),
    codeInterpreter: d.codeInterpreter,
    fileSearch: d.fileSearch,
    functionToolIds: d.functionToolIds,
    codeInterpreterFiles: d.codeInterpreterFiles,
    fileSearchFiles: d.fileSearchFiles,
  }
}

export interface OpenAIFormCheck {
  /** A mandatory field is empty ('Please fill in all mandatory fields'). */
  missing: Array<'name' | 'model' | 'credential'>
  problems: Partial<Record<'name' | 'description' | 'instructions' | 'temperature' | 'topP', FieldProblem>>
  tooManyTools: boolean
}

/** The server's rules, checked before any request. */
export function checkOpenAIForm(form: OpenAIAssistantForm): OpenAIFormCheck {
  const missing: OpenAIFormCheck['missing'] = []
  if (!form.name.trim()) missing.push('name')
  if (!form.model.trim()) missing.push('model')
  if (!form.credential) missing.push('credential')
  const problems: OpenAIFormCheck['problems'] = {}
  for (const field of ['name', 'description', 'instructions'] as const)
    if (form[field].length > TEXT_LIMITS[field])
      problems[field] = { key: 'maxLength', max: TEXT_LIMITS[field] }
  for (const field of ['temperature', 'topP'] as const) {
    const problem = numberProblem(form[field], NUMBER_FIELDS[field])
    if (problem) problems[field] = problem
  }
  return { missing, problems, tooManyTools: form.functionToolIds.length > ASSISTANT_LIMITS.tools }
}

export const isOpenAIFormValid = (check: OpenAIFormCheck) =>
  check.missing.length === 0 && Object.keys(check.problems).length === 0 && !check.tooManyTools

const num = (value: string) => (value.trim() === '' ? undefined : Number(value))

/** The details the server saves at the provider and stores (it adds the provider's ids). */
export function openAIDetailsFromForm(form: OpenAIAssistantForm): TOpenAIAssistantDetailsInput {
  const temperature = num(form.temperature)
  const topP = num(form.topP)
  return {
    name: form.name.trim(),
    description: form.description,
    model: form.model.trim(),
    instructions: form.instructions,
    ...(temperature !== undefined && { temperature }),
    ...(topP !== undefined && { topP }),
    codeInterpreter: form.codeInterpreter,
    fileSearch: form.fileSearch,
    functionToolIds: form.functionToolIds,
    codeInterpreterFiles: form.codeInterpreter ? form.codeInterpreterFiles : [],
    fileSearchFiles: form.fileSearch ? form.fileSearchFiles : [],
    ...(form.openaiId ? { openaiId: form.openaiId } : {}),
  }
}

/** The form of an assistant the account already has, with the credential it was listed with. */
export function openAIFormFromRemote(
  remote: TOpenAIRemoteAssistant,
  credential: string,
): OpenAIAssistantForm {
  return {
    ...emptyOpenAIForm(),
    name: remote.name,
    description: remote.description,
    credential,
    model: remote.model,
    instructions: remote.instructions,
    temperature: text(remote.temperature),
    topP: text(remote.topP),
    codeInterpreter: remote.codeInterpreter,
    fileSearch: remote.fileSearch,
    openaiId: remote.id,
  }
}
