import type { TInputParam, TNodeData } from '@unikflow/graph'

export interface ParamFieldProps {
  nodeId: string
  data: TNodeData
  input: TInputParam
  value: unknown
  onChange: (value: unknown) => void
}

/** Choices of an `options` param or a loader's answer. */
export type ParamOption = { name: string; label: string; description?: string }

export function readOptions(options: unknown): ParamOption[] {
  if (!Array.isArray(options)) return []
  return options.flatMap((o: unknown) => {
    if (typeof o === 'string') return [{ name: o, label: o }]
    if (typeof o !== 'object' || o === null) return []
    const name: unknown = Reflect.get(o, 'name')
    const label: unknown = Reflect.get(o, 'label')
    const description: unknown = Reflect.get(o, 'description')
    if (typeof name !== 'string') return []
    return [
      {
        name,
        label: typeof label === 'string' ? label : name,
        ...(typeof description === 'string' && { description }),
      },
    ]
  })
}

/** Multi-choice values: Flowise stores them as a JSON array in a string; plain arrays are read too. */
export function readMulti(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  if (typeof value !== 'string' || value.trim() === '') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [value]
  } catch {
    return [value]
  }
}
