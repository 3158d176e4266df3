import { TOOL_NAME_PATTERN, type TTool, type TToolCreateBody } from '@unikflow/graph'
import { isRecord } from '@unikflow/graph'

export const TOOL_NAME_MAX = 255

/** The input types the schema editor offers (Flowise's tool dialog offers the same four). */
export const SCHEMA_PROPERTY_TYPES = ['string', 'number', 'boolean', 'date'] as const

/** One row of the schema table. `key` only identifies the row in React; it is never saved. */
export interface SchemaRow {
  key: string
  property: string
  type: string
  description: string
  required: boolean
}

export type TToolNameError = 'required' | 'invalid' | 'maxLength'

/** The spec's rule: lowercase letters, digits and underscores (a model calls the tool by this name). */
export function toolNameError(name: string): TToolNameError | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'required'
  if (trimmed.length > TOOL_NAME_MAX) return 'maxLength'
  if (!TOOL_NAME_PATTERN.test(trimmed)) return 'invalid'
  return null
}

/** A suggestion for an invalid name: "Get Weather-2" → "get_weather_2". */
export function suggestToolName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

let rowCounter = 0
export function newSchemaRow(partial: Partial<Omit<SchemaRow, 'key'>> = {}): SchemaRow {
  rowCounter += 1
  return {
    key: `row-${rowCounter}`,
    property: '',
    type: 'string',
    description: '',
    required: false,
    ...partial,
  }
}

/** Rows whose property name is empty or used twice (by index), to mark in the table. */
export function schemaRowProblems(rows: readonly SchemaRow[]): Map<number, 'required' | 'duplicate'> {
  const problems = new Map<number, 'required' | 'duplicate'>()
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    const property = row.property.trim()
    if (property === '') problems.set(index, 'required')
    else if (seen.has(property)) problems.set(index, 'duplicate')
    seen.add(property)
  })
  return problems
}

/** The table as the `schema` text the server stores (`[{property, type, description, required}]`). */
export function schemaRowsToJson(rows: readonly SchemaRow[], space?: number): string {
  return JSON.stringify(
    rows.map((row) => ({
      property: row.property.trim(),
      type: row.type,
      description: row.description,
      required: row.required,
    })),
    null,
    space,
  )
}

export type SchemaParseError =
  { kind: 'invalidJson'; message: string } | { kind: 'notArray' } | { kind: 'invalidItem'; index: number }

export type SchemaParseResult = { ok: true; rows: SchemaRow[] } | { ok: false; error: SchemaParseError }

/**
 * `schema` text → table rows. Empty text is an empty table. Each item needs a non-empty `property`
 * and `type` (strings); `description` defaults to '' and `required` to false, as on the server.
 */
export function parseSchemaJson(text: string): SchemaParseResult {
  if (text.trim() === '') return { ok: true, rows: [] }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    return { ok: false, error: { kind: 'invalidJson', message: e instanceof Error ? e.message : String(e) } }
  }
  if (!Array.isArray(parsed)) return { ok: false, error: { kind: 'notArray' } }
  const rows: SchemaRow[] = []
  for (const [index, item] of parsed.entries()) {
    if (
      !isRecord(item) ||
      typeof item.property !== 'string' ||
      item.property.trim() === '' ||
      typeof item.type !== 'string' ||
      item.type === '' ||
      (item.description !== undefined && typeof item.description !== 'string') ||
      (item.required !== undefined && typeof item.required !== 'boolean')
    )
      return { ok: false, error: { kind: 'invalidItem', index } }
    rows.push(
      newSchemaRow({
        property: item.property,
        type: item.type,
        description: typeof item.description === 'string' ? item.description : '',
        required: item.required === true,
      }),
    )
  }
  return { ok: true, rows }
}

/** The `$name` variables the function can read: one per schema property. */
export function schemaVariables(rows: readonly SchemaRow[]): string[] {
  return [...new Set(rows.map((r) => r.property.trim()).filter(Boolean))].map((p) => `$${p}`)
}

/** What the export file holds: the tool without its id and dates (Flowise's export shape). */
export type TToolExport = Pick<TTool, 'name' | 'description' | 'color' | 'iconSrc' | 'schema' | 'func'>

export function toolExportJson(tool: TToolExport): string {
  const { name, description, color, iconSrc, schema, func } = tool
  return JSON.stringify({ name, description, color, iconSrc, schema, func }, null, 2)
}

/** `<name>-CustomTool.json`, as Flowise names its tool exports. */
export function toolExportFileName(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'tool'
  return `${safe}-CustomTool.json`
}

export const isJsonFileName = (fileName: string): boolean => /\.json$/i.test(fileName)

/**
 * A tool read from an exported file (ours or Flowise's). Fields may be missing (the dialog then asks
 * for them); `schema` may be text or an array. Anything not an object with a string name is refused.
 */
export function parseToolFile(text: string): Partial<TToolExport> | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(parsed) || typeof parsed.name !== 'string') return null
  const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)
  const schema = Array.isArray(parsed.schema) ? JSON.stringify(parsed.schema) : str(parsed.schema)
  const out: Partial<TToolExport> = { name: parsed.name }
  const description = str(parsed.description)
  const color = str(parsed.color)
  const iconSrc = str(parsed.iconSrc)
  const func = str(parsed.func)
  if (description !== undefined) out.description = description
  if (color !== undefined) out.color = color
  if (iconSrc !== undefined) out.iconSrc = iconSrc
  if (schema !== undefined) out.schema = schema
  if (func !== undefined) out.func = func
  return out
}

export interface ToolFormValues {
  name: string
  description: string
  color: string
  iconSrc: string
  func: string
}

/** The request body once the form is valid; an empty icon URL is sent as null. */
export function toolFormToBody(values: ToolFormValues, schema: string): Required<TToolCreateBody> {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    color: values.color,
    iconSrc: values.iconSrc.trim() === '' ? null : values.iconSrc.trim(),
    schema,
    func: values.func,
  }
}

/** A CSS colour the colour input accepts (`#rrggbb`); anything else starts the picker at grey. */
export function pickerColor(color: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? color : '#9e9e9e'
}
