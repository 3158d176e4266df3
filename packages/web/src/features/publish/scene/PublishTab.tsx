import { useEffect, useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import LockOutlined from '@mui/icons-material/LockOutlined'
import PublicOutlined from '@mui/icons-material/PublicOutlined'
import {
  isSceneTechnology,
  parseFlowData,
  publicationPagePath,
  type TChatflow,
  type TPublication,
  type TPublicationTechnology,
} from '@unikflow/graph'
import { buildScene, unusedFields } from '@unikflow/updl'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../../ui/useNotify'
import { publicChatbotUrl } from '../embed-snippets'
import { usePublish, useSavePublication } from './publication-queries'
import { PublicLink } from './PublicLink'
import { SceneOptionsForm, type SceneForm } from './SceneOptionsForm'
import { TECHNOLOGY_ORDER } from './technologies'

/** What the scene editor shows about the flow: its UPDL scene, or why there is none. */
function useSceneCheck(flow: TChatflow) {
  return useMemo(() => {
    const parsed = parseFlowData(flow.flowData)
    return parsed.ok ? buildScene(parsed.value) : undefined
  }, [flow.flowData])
}

/**
 * Publish one technology: its options, Make Public, publish now or at a set time, and the public link
 * with QR code. Fields this flow's nodes show that the technology cannot express are listed.
 */
export function PublishTab(props: {
  unikId: string
  flow: TChatflow
  publications: readonly TPublication[]
  technology: TPublicationTechnology
  onTechnology: (technology: TPublicationTechnology) => void
}) {
  const { unikId, flow, publications, technology, onTechnology } = props
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const publication = publications.find((p) => p.technology === technology)
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
  const save = useSavePublication(unikId, flow.id)
  const publish = usePublish(unikId, flow.id)
  const scene = useSceneCheck(flow)
  const isScene = isSceneTechnology(technology)
  const technologyName = t(`scene.technologies.${technology}`)
  const unused = isScene && scene?.ok ? unusedFields(scene.value, technology) : []
  const url = isScene
    ? `${window.location.origin}${publicationPagePath(flow.id)}`
    : publicChatbotUrl(window.location.origin, flow.id)

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

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          select
          size="small"
          label={t('scene.technology')}
          value={technology}
          onChange={(e) => onTechnology(TECHNOLOGY_ORDER.find((x) => x === e.target.value) ?? technology)}
          sx={{ minWidth: 200 }}
        >
          {TECHNOLOGY_ORDER.map((x) => (
            <MenuItem key={x} value={x}>
              {t(`scene.technologies.${x}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={publication?.isPublic ?? false}
              disabled={save.isPending || (technology === 'chat' && flow.apikeyid !== null)}
              onChange={(e) => onPublic(e.target.checked)}
            />
          }
          label={t('makePublic')}
        />
        {publication?.isPublic ? (
          <Chip size="small" color="success" icon={<PublicOutlined />} label={t('publicAccess')} />
        ) : (
          <Chip size="small" icon={<LockOutlined />} label={t('privateAccess')} />
        )}
        {publication?.currentVersion != null && (
          <Chip
            size="small"
            variant="outlined"
            label={t('scene.version', { version: publication.currentVersion })}
          />
        )}
      </Stack>
      {isScene && scene && !scene.ok && (
        <Alert severity="warning">
          {scene.error.some((i) => i.code === 'NO_UPDL_NODES')
            ? t('scene.noUpdlNodes')
            : scene.error.map((i) => i.message).join('; ')}
        </Alert>
      )}
      {isScene && form && <SceneOptionsForm technology={technology} form={form} onChange={setForm} />}
      {unused.length > 0 && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('scene.notUsedBy', { technology: technologyName })}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {unused.map((f) => (
              <Chip key={f} size="small" variant="outlined" label={f} />
            ))}
          </Stack>
        </Box>
      )}
      {!isScene && <Alert severity="info">{t('scene.chatHint')}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
        {isScene && (
          <Button variant="outlined" onClick={onSave} disabled={save.isPending || !form}>
            {t('scene.saveSettings')}
          </Button>
        )}
        <TextField
          size="small"
          type="datetime-local"
          label={t('scene.scheduleFor')}
          value={scheduledFor}
          onChange={(e) => setScheduledFor(e.target.value)}
          helperText={t('scene.scheduleHint')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={() => void onPublish()} disabled={publish.isPending}>
          {scheduledFor ? t('scene.schedule') : t('scene.publish')}
        </Button>
      </Stack>
      <Divider />
      <PublicLink url={url} fileName={`${flow.name.replace(/[^\w-]+/g, '_') || flow.id}-qr.png`} />
    </Stack>
  )
}
