import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ParamFieldProps } from './param-types'
import { VariableMenu } from './VariableMenu'
import { dateInputValue } from './schedule-values'

export function asText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value, null, 2)
}

/** 32 random bytes as hex: a signing secret to give the sender. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * string, password, number, date and time params; variable insertion where the input accepts it. Native
 * fields styled by card.css (a card holds several; MUI's TextField and its autosize measuring cost too
 * much with hundreds of cards). Multiline text grows with its content through `field-sizing`.
 */
export function TextParam({ nodeId, input, value, onChange }: ParamFieldProps) {
  const { t } = useTranslation('canvas')
  const ref = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null)
  const text = input.type === 'datePicker' ? dateInputValue(value) : asText(value ?? '')
  const multiline = input.type === 'string' && (input.rows ?? 0) > 1
  const rows = Math.min(input.rows ?? 3, 8)
  const type =
    input.type === 'password'
      ? 'password'
      : input.type === 'number'
        ? 'number'
        : input.type === 'date' || input.type === 'datePicker'
          ? 'date'
          : input.type === 'timePicker'
            ? 'time'
            : 'text'

  const insert = (variable: string) => {
    const el = ref.current
    const start = el?.selectionStart ?? text.length
    const end = el?.selectionEnd ?? text.length
    onChange(text.slice(0, start) + variable + text.slice(end))
  }
  const common = {
    value: text,
    placeholder: input.placeholder,
    'aria-label': input.label ?? input.name,
    autoComplete: input.type === 'password' ? 'new-password' : 'off',
  }

  return (
    <div className="uf-param__line">
      {multiline ? (
        <textarea
          {...common}
          ref={(el) => {
            ref.current = el
          }}
          className="uf-input uf-textarea nodrag nowheel"
          rows={rows}
          // At least `rows` lines (field-sizing ignores the attribute), padding and border included.
          style={{ minHeight: `calc(${rows}lh + 19px)` }}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          ref={(el) => {
            ref.current = el
          }}
          className="uf-input nodrag nowheel"
          type={type}
          step={typeof input.step === 'number' ? input.step : undefined}
          onChange={(e) => {
            const raw = e.target.value
            onChange(
              input.type === 'number' && raw !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw,
            )
          }}
        />
      )}
      {input.acceptVariable && <VariableMenu nodeId={nodeId} onInsert={insert} />}
      {input.generateSecret === true && (
        <button type="button" className="uf-param__action nodrag" onClick={() => onChange(randomSecret())}>
          {t('params.generateSecret')}
        </button>
      )}
    </div>
  )
}
