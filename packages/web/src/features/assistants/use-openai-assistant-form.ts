import type { TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import type { FieldProblem } from './assistant-form'
import type { FieldHelp } from './AssistantSharedFields'
import {
  openAIDetailsFromForm,
  type OpenAIFormCheck,
  type OpenAIAssistantForm,
} from './openai-assistant-form'
import { useCreateAssistant, useUpdateAssistant } from './queries'

/** The error or hint under each field of the OpenAI assistant form (`shown`: its check once saved). */
export function useOpenAIFieldHelp(shown: OpenAIFormCheck | undefined) {
  const { t } = useTranslation(['assistants', 'translation'])
  const problemText = (p: FieldProblem | undefined) => {
    if (!p) return undefined
    if (p.key === 'maxLength') return t('translation:validation.maxLength', { max: p.max })
    if (p.key === 'range') return t('range', { min: p.min, max: p.max })
    return undefined
  }
  return (field: keyof OpenAIAssistantForm, hint?: string): FieldHelp => {
    const required = (['name', 'model', 'credential'] as const).find((f) => f === field)
    if (required && shown?.missing.includes(required))
      return { error: true, helperText: t('translation:validation.required') }
    const problem =
      field === 'name' ||
      field === 'description' ||
      field === 'instructions' ||
      field === 'temperature' ||
      field === 'topP'
        ? problemText(shown?.problems[field])
        : undefined
    return problem ? { error: true, helperText: problem } : hint ? { helperText: hint } : {}
  }
}

/** Saves the OpenAI assistant (new or `assistant`), then closes; a failure is notified. */
export function useSaveOpenAIAssistant(
  unikId: string,
  assistant: TAssistant | undefined,
  onClose: () => void,
) {
  const { t } = useTranslation(['assistants', 'translation'])
  const notify = useNotify()
  const create = useCreateAssistant(unikId)
  const update = useUpdateAssistant(unikId)
  const saveForm = async (form: OpenAIAssistantForm) => {
    const body = {
      details: JSON.stringify(openAIDetailsFromForm(form)),
      credential: form.credential,
      iconSrc: form.iconSrc.trim() || null,
    }
    try {
      if (assistant) await update.mutateAsync({ id: assistant.id, body })
      else await create.mutateAsync({ type: 'OPENAI', ...body })
      notify.success(t(assistant ? 'saved' : 'created'))
      onClose()
    } catch (e) {
      notify.error(e, t(assistant ? 'saveFailed' : 'addFailed'))
    }
  }
  return { saveForm, saving: create.isPending || update.isPending }
}
