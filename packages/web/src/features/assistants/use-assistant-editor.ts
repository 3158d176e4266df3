import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { assistantBasePathInputs, isCredentialRequired, type TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '../../ui/useConfirm'
import { useNotify } from '../../ui/useNotify'
import { unikPath } from '../chatflows/flow-kinds'
import { checkAssistantForm, detailsFromForm, isFormValid, type AssistantForm } from './assistant-form'
import { useAssistantComponents, useCreateAssistant, useDeleteAssistant, useUpdateAssistant } from './queries'

/** Warns before the tab closes while `dirty`. */
function useWarnBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
}

/** The custom assistant editor's state: the form, its check, save (create or update) and delete. */
export function useAssistantEditor(
  unikId: string,
  assistant: TAssistant | undefined,
  initial: AssistantForm,
) {
  const { t } = useTranslation(['assistants', 'translation'])
  const navigate = useNavigate()
  const notify = useNotify()
  const confirm = useConfirm()
  const components = useAssistantComponents(unikId)
  const create = useCreateAssistant(unikId)
  const update = useUpdateAssistant(unikId)
  const remove = useDeleteAssistant(unikId)
  const [stored, setStored] = useState(initial)
  const [form, setForm] = useState(initial)
  const [showErrors, setShowErrors] = useState(false)
  const [version, setVersion] = useState(1)
  const dirty = JSON.stringify(form) !== JSON.stringify(stored)
  const model = components.data?.chatModels.find((m) => m.name === form.modelNode)
  const check = useMemo(
    () =>
      checkAssistantForm(
        form,
        (model?.credentialNames.length ?? 0) > 0 &&
          isCredentialRequired(model?.credentialRule, assistantBasePathInputs(form.basePath)),
      ),
    [form, model],
  )
  const listPath = unikPath(unikId, 'assistants/custom')
  useWarnBeforeUnload(dirty)

  const save = async () => {
    setShowErrors(true)
    if (!isFormValid(check)) return
    const body = { details: JSON.stringify(detailsFromForm(form)), iconSrc: form.iconSrc.trim() || null }
    try {
      if (assistant) {
        await update.mutateAsync({ id: assistant.id, body })
        setStored(form)
        setVersion((v) => v + 1)
        notify.success(t('saved'))
      } else {
        const created = await create.mutateAsync(body)
        notify.success(t('created'))
        void navigate(unikPath(unikId, `assistants/custom/${encodeURIComponent(created.id)}`), {
          replace: true,
        })
      }
    } catch (e) {
      notify.error(e, assistant ? t('saveFailed') : t('addFailed'))
    }
  }

  const deleteAssistant = async () => {
    if (!assistant) return
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { name: stored.name }),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    try {
      await remove.mutateAsync(assistant.id)
      notify.success(t('deleted'))
      void navigate(listPath)
    } catch (e) {
      notify.error(e, t('deleteFailed'))
    }
  }

  return {
    components,
    form,
    setForm,
    stored,
    showErrors,
    check,
    dirty,
    version,
    listPath,
    saving: create.isPending || update.isPending,
    save,
    deleteAssistant,
  }
}
