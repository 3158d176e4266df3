import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  parseSchemaJson,
  schemaRowProblems,
  schemaRowsToJson,
  schemaVariables,
  type SchemaParseError,
  type SchemaRow,
} from './tool-form'

type Translate = (key: string, options?: Record<string, unknown>) => string

function schemaErrorText(t: Translate, error: SchemaParseError): string {
  if (error.kind === 'invalidJson') return t('invalidJson', { message: error.message })
  if (error.kind === 'notArray') return t('schemaNotArray')
  return t('schemaInvalidItem', { n: error.index + 1 })
}

/** The table rows of a stored schema; one the table cannot show opens as JSON. */
function initialRows(schema: string | undefined): {
  rows: SchemaRow[]
  json: boolean
  text: string
} {
  const parsed = parseSchemaJson(schema ?? '')
  // A stored schema the table cannot show opens as JSON, so nothing of it is lost.
  return parsed.ok
    ? { rows: parsed.rows, json: false, text: schema ?? '' }
    : { rows: [], json: true, text: schema ?? '' }
}

/** The tool's input schema as table rows or JSON text, switching between them without losing anything. */
export function useToolSchema(stored: string | undefined) {
  const { t } = useTranslation(['tools', 'translation'])
  const [schema] = useState(() => initialRows(stored))
  const [rows, setRows] = useState<SchemaRow[]>(schema.rows)
  const [jsonMode, setJsonMode] = useState(schema.json)
  const [jsonText, setJsonText] = useState(schema.text)
  const [jsonError, setJsonError] = useState<string | null>(() => {
    const parsed = parseSchemaJson(schema.text)
    return parsed.ok ? null : schemaErrorText(t, parsed.error)
  })

  const switchMode = (json: boolean) => {
    if (json) {
      setJsonText(schemaRowsToJson(rows, 2))
      setJsonError(null)
      setJsonMode(true)
      return
    }
    const parsed = parseSchemaJson(jsonText)
    if (!parsed.ok) {
      setJsonError(schemaErrorText(t, parsed.error))
      return
    }
    setRows(parsed.rows)
    setJsonError(null)
    setJsonMode(false)
  }

  /** The schema text to save, or null when it is not valid (the reason is then on screen). */
  const schemaToSave = (): string | null => {
    if (jsonMode) {
      const parsed = parseSchemaJson(jsonText)
      if (!parsed.ok) {
        setJsonError(schemaErrorText(t, parsed.error))
        return null
      }
      return schemaRowsToJson(parsed.rows)
    }
    return schemaRowProblems(rows).size > 0 ? null : schemaRowsToJson(rows)
  }

  const variables = schemaVariables(
    jsonMode ? ((p) => (p.ok ? p.rows : rows))(parseSchemaJson(jsonText)) : rows,
  )
  const editJsonText = (text: string) => {
    setJsonText(text)
    setJsonError(null)
  }
  return { rows, setRows, jsonMode, switchMode, jsonText, editJsonText, jsonError, schemaToSave, variables }
}
