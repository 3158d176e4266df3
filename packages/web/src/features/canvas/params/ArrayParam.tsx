import { CodeParam } from './CodeParam'
import type { ParamFieldProps } from './param-types'

function toJsonText(value: unknown): string {
  if (value === undefined || value === null || value === '') return ''
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
}

/**
 * Agentflow v2 `array` params (rows of fields: messages, conditions, tools …) edited as their JSON; a
 * text that parses to an array is stored as the array, as Flowise stores it, anything else as typed.
 */
export function ArrayParam(props: ParamFieldProps) {
  const onChange = (next: unknown) => {
    if (typeof next !== 'string') return props.onChange(next)
    try {
      const parsed: unknown = JSON.parse(next)
      props.onChange(Array.isArray(parsed) ? parsed : next)
    } catch {
      props.onChange(next)
    }
  }
  return <CodeParam {...props} value={toJsonText(props.value)} onChange={onChange} language="json" />
}
