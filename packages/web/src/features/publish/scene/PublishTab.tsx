import { useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
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
import { publicChatbotUrl } from '../embed-snippets'
import { PublicationHeader } from './PublicationHeader'
import { PublicLink } from './PublicLink'
import { SceneOptionsForm } from './SceneOptionsForm'
import { UnusedFields } from './UnusedFields'
import { usePublicationActions } from './use-publication-actions'

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
  const publication = publications.find((p) => p.technology === technology)
  const actions = usePublicationActions(unikId, flow.id, technology, publication)
  const { form, setForm, scheduledFor, setScheduledFor, save, publish, onSave, onPublic, onPublish } = actions
  const scene = useSceneCheck(flow)
  const isScene = isSceneTechnology(technology)
  const technologyName = t(`scene.technologies.${technology}`)
  const unused = isScene && scene?.ok ? unusedFields(scene.value, technology) : []
  const url = isScene
    ? `${window.location.origin}${publicationPagePath(flow.id)}`
    : publicChatbotUrl(window.location.origin, flow.id)

  return (
    <Stack spacing={2.5}>
      <PublicationHeader
        technology={technology}
        onTechnology={onTechnology}
        publication={publication}
        saving={save.isPending}
        hasApiKey={flow.apikeyid !== null}
        onPublic={onPublic}
      />
      {isScene && scene && !scene.ok && (
        <Alert severity="warning">
          {scene.error.some((i) => i.code === 'NO_UPDL_NODES')
            ? t('scene.noUpdlNodes')
            : scene.error.map((i) => i.message).join('; ')}
        </Alert>
      )}
      {isScene && form && <SceneOptionsForm technology={technology} form={form} onChange={setForm} />}
      {unused.length > 0 && <UnusedFields unused={unused} technologyName={technologyName} />}
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
