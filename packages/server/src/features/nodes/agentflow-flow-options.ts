import type { TNodeLoadMethodBody, TNodeOption } from '@unikflow/graph'
import { toolInputArgs } from '@unikflow/nodes'
import { isRecord } from '@unikflow/graph'

type TFlowNodes = NonNullable<TNodeLoadMethodBody['flowNodes']>

function rowsOf(value: unknown): Record<string, unknown>[] {
  let rows = value
  if (typeof value === 'string') {
    try {
      rows = JSON.parse(value)
    } catch {
      return []
    }
  }
  return Array.isArray(rows) ? rows.filter(isRecord) : []
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The flow-state keys the Start node of the flow being edited declares (its "Flow State" rows). */
export function runtimeStateKeys(flowNodes: TFlowNodes | undefined): TNodeOption[] {
  const start = flowNodes?.find((node) => node.name === 'startAgentflow')
  const keys = rowsOf(start?.inputs?.startState).map((row) => textOf(row.key))
  return [...new Set(keys.filter((key) => key !== ''))].map((key) => ({ label: key, name: key }))
}

/**
 * The saved custom tool a Tool node chose (Custom Tool with its "Select Tool"), whose schema names
 * the arguments; other tool nodes are built only when a flow runs, so their arguments are typed in.
 */
export function chosenSavedToolId(inputs: Readonly<Record<string, unknown>>): string | undefined {
  if (inputs.toolAgentflowSelectedTool !== 'customTool') return undefined
  const config = inputs.toolAgentflowSelectedToolConfig
  const id = isRecord(config) ? textOf(config.selectedTool) : ''
  return id || undefined
}

/** Options from a saved tool's schema (JSON text of `{property, type, description, required}` rows). */
export function toolSchemaArgs(schema: string): TNodeOption[] {
  return rowsOf(schema).flatMap((row) => {
    const property = textOf(row.property)
    if (!property) return []
    const description = textOf(row.description)
    return [{ label: property, name: property, ...(description && { description }) }]
  })
}

/**
 * The arguments of the catalogue tool a Tool node chose (Calculator's `input`, Requests Get's `url` and
 * query params …), read from that tool node's config; `undefined` for a saved custom tool or a tool
 * whose arguments are known only when it runs (MCP, OpenAPI).
 */
export function componentToolArgs(inputs: Readonly<Record<string, unknown>>): TNodeOption[] | undefined {
  const tool = textOf(inputs.toolAgentflowSelectedTool)
  if (!tool || tool === 'customTool') return undefined
  const stored = inputs.toolAgentflowSelectedToolConfig
  const config = isRecord(stored) && stored.toolAgentflowSelectedTool === tool ? stored : {}
  return toolInputArgs(tool, config)?.map(({ name, description }) => ({
    label: name,
    name,
    ...(description && { description }),
  }))
}
