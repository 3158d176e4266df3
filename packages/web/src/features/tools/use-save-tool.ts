import type { TTool } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useSaveAndClose } from '../../ui/form-dialog'
import { useCreateTool, useUpdateTool } from './queries'
import type { toolFormToBody } from './tool-form'

/** Saves the tool (adds it, or updates `saved`), then closes the dialog; the outcome is notified. */
export function useSaveTool(unikId: string, saved: TTool | undefined, onClose: () => void) {
  const { t } = useTranslation(['tools', 'translation'])
  const saveAndClose = useSaveAndClose(onClose)
  const create = useCreateTool(unikId)
  const update = useUpdateTool(unikId)
  const save = (body: ReturnType<typeof toolFormToBody>) =>
    saveAndClose(
      () => (saved ? update.mutateAsync({ id: saved.id, body }) : create.mutateAsync(body)),
      saved ? { done: t('saved'), failed: t('saveFailed') } : { done: t('added'), failed: t('addFailed') },
    )
  return { save, busy: create.isPending || update.isPending }
}
