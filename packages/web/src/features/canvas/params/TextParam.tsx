import { useRef } from 'react'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import type { ParamFieldProps } from './param-types'
import { VariableMenu } from './VariableMenu'

function asText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value, null, 2)
}

function jsonError(text: string): boolean {
  if (text.trim() === '') return false
  try {
    JSON.parse(text)
    return false
  } catch {
    return true
  }
}

/** string, password, number, json and date params; variable insertion where the input accepts it. */
export function TextParam({ nodeId, input, value, onChange }: ParamFieldProps) {
  const { t } = useTranslation('canvas')
  const ref = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null)
  const text = asText(value ?? '')
  const isJson = input.type === 'json'
  const multiline = isJson || (input.type === 'string' && (input.rows ?? 0) > 1)
  const type =
    input.type === 'password'
      ? 'password'
      : input.type === 'number'
        ? 'number'
        : input.type === 'date'
          ? 'date'
          : 'text'

  const insert = (variable: string) => {
    const el = ref.current
    const start = el?.selectionStart ?? text.length
    const end = el?.selectionEnd ?? text.length
    onChange(text.slice(0, start) + variable + text.slice(end))
  }
  const invalidJson = isJson && jsonError(text)

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <TextField
        inputRef={ref}
        fullWidth
        size="small"
        type={type}
        value={text}
        placeholder={input.placeholder}
        multiline={multiline}
        minRows={multiline ? Math.min(input.rows ?? 3, 8) : undefined}
        maxRows={multiline ? 12 : undefined}
        onChange={(e) => {
          const raw = e.target.value
          onChange(input.type === 'number' && raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw)
        }}
        error={invalidJson}
        helperText={invalidJson ? t('params.invalidJson') : undefined}
        autoComplete={input.type === 'password' ? 'new-password' : 'off'}
        className="nodrag nowheel"
        slotProps={{
          htmlInput: {
            'aria-label': input.label ?? input.name,
            ...(typeof input.step === 'number' && { step: input.step }),
            style: isJson ? { fontFamily: 'monospace', fontSize: 12 } : undefined,
          },
        }}
      />
      {input.acceptVariable && <VariableMenu nodeId={nodeId} onInsert={insert} />}
    </Box>
  )
}
