import { useEffect, useState } from 'react'
import { isSceneTechnology, type TPublication, type TPublicationTechnology } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../../ui/useNotify'
import { usePublish, useSavePublication } from './publication-queries'
import type { SceneForm } from './scene-form'

/** One technology's publication: its settings form, save, Make Public, publish now or at a set time. */
export function usePublicationActions(
  unikId: string,
  flowId: string,
  technology: TPublicationTechnology,
  publication: TPublication | undefined,
) {
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const isScene = isSceneTechnology(technology)
  const [form, setForm] = useState<SceneForm | undefined>()
  const [scheduledFor, setScheduledFor] = useState('')
  // The form starts from the saved settings of each technology once; later answers (Make Public, a
  // publish) do not throw away what the person has changed and not saved yet.
  const [formOf, setFormOf] = useState<TPublicationTechnology | undefined>()
  useEffect(() => {
    if (!publication || formOf === technology) return
    setForm({
      generationMode: publication.generationMode,
      targetPlatforms: publication.targetPlatforms,
      options: publication.options,
    })
    setFormOf(technology)
  }, [publication, technology, formOf])
  const save = useSavePublication(unikId, flowId)
  const publish = usePublish(unikId, flowId)
  const saveSettings = async () => {
    if (!form || !isScene) return
    await save.mutateAsync({ technology, body: form })
  }
  const onSave = () =>
    void saveSettings().then(
      () => notify.success(t('scene.settingsSaved')),
      (e: unknown) => notify.error(e, t('scene.settingsFailed')),
    )
  const onPublic = (isPublic: boolean) =>
    save.mutate(
      { technology, body: { isPublic } },
      {
        onSuccess: () => notify.success(t(isPublic ? 'scene.madePublic' : 'scene.madePrivate')),
        onError: (e) => notify.error(e, t('scene.settingsFailed')),
      },
    )
  const onPublish = async () => {
    try {
      await saveSettings()
    } catch (e) {
      notify.error(e, t('scene.settingsFailed'))
      return
    }
    const when = scheduledFor ? new Date(scheduledFor).toISOString() : undefined
    publish.mutate(
      { technology, body: when ? { scheduledFor: when } : {} },
      {
        onSuccess: (v) =>
          notify.success(
            v.status === 'scheduled'
              ? t('scene.scheduled', { version: v.version })
              : t('scene.published', { version: v.version }),
          ),
        onError: (e) => notify.error(e, t('scene.publishFailed')),
      },
    )
  }
  return { form, setForm, scheduledFor, setScheduledFor, save, publish, onSave, onPublic, onPublish }
}
