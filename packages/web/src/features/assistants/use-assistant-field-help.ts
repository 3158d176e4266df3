import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { AssistantForm, FieldProblem, FormCheck } from './assistant-form'
import type { FieldHelp } from './AssistantSharedFields'

export type AssistantFieldHelp = (field: keyof AssistantForm, hint?: string) => FieldHelp

function problemText(
  t: TFunction<['assistants', 'translation']>,
  p: FieldProblem | undefined,
): string | undefined {
  if (!p) return undefined
  switch (p.key) {
    case 'maxLength':
      return t('translation:validation.maxLength', { max: p.max })
    case 'range':
      return p.max === undefined ? t('rangeMin', { min: p.min }) : t('range', { min: p.min, max: p.max })
    case 'integer':
      return t('integer')
    case 'invalidJson':
      return t('invalidJson')
  }
}

/** The error or hint under each field of the assistant form, once the user tried to save. */
export function useAssistantFieldHelp(check: FormCheck | null): AssistantFieldHelp {
  const { t } = useTranslation(['assistants', 'translation'])
  const missing = (field: FormCheck['missing'][number]) => check?.missing.includes(field) ?? false
  return (field, hint) => {
    const required = (['name', 'modelNode', 'modelName', 'credential'] as const).find((f) => f === field)
    if (required && missing(required))
      return { error: true, helperText: t('translation:validation.required') }
    const text = problemText(t, check?.problems[field])
    return text ? { error: true, helperText: text } : hint ? { helperText: hint } : {}
  }
}
