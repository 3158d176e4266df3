import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import type { TPublicationTechnology } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../ui/useNotify'
import { DisplayModePicker } from '../DisplayModePicker'
import { useFullFlow } from '../flow-queries'
import { ExportTab } from './ExportTab'
import { usePublications } from './publication-queries'
import { PublicationsList } from './PublicationsList'
import { PublishTab } from './PublishTab'
import { hasUpdlScene, technologyOf } from './technologies'

const TABS = ['configuration', 'publish', 'export'] as const
type PublishExportTab = (typeof TABS)[number]

/** Publish & Export: the display mode, publishing per technology (with the versions list), and export. */
export default function PublishExportDialog(props: {
  unikId: string
  flowId: string
  flowName: string
  onClose: () => void
}) {
  const { unikId, flowId, flowName, onClose } = props
  const { t } = useTranslation('publish')
  const errorText = useErrorText()
  const flow = useFullFlow(unikId, flowId)
  const publications = usePublications(unikId, flowId)
  const [tab, setTab] = useState<PublishExportTab>('configuration')
  const [technology, setTechnology] = useState<TPublicationTechnology | undefined>()
  const data = flow.data
  const current =
    technology ?? (data ? technologyOf(data.chatbotConfig, hasUpdlScene(data.flowData)) : 'chat')
  const error = flow.error ?? publications.error

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="publish-export-title">
      <DialogTitle id="publish-export-title">{t('scene.dialogTitle', { name: flowName })}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 520 }}>
        {(flow.isPending || publications.isPending) && !error && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        )}
        {error && (
          <Alert severity="error">
            {t('scene.loadFailed')}: {errorText(error)}
          </Alert>
        )}
        {data && publications.data && (
          <>
            <Tabs
              value={tab}
              onChange={(_, v: PublishExportTab) => setTab(v)}
              aria-label={t('scene.tabs.label')}
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
            >
              {TABS.map((k) => (
                <Tab
                  key={k}
                  value={k}
                  label={t(`scene.tabs.${k}`)}
                  id={`pe-tab-${k}`}
                  aria-controls={`pe-panel-${k}`}
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`pe-panel-${tab}`} aria-labelledby={`pe-tab-${tab}`}>
              {tab === 'configuration' && (
                <DisplayModePicker unikId={unikId} flow={data} onSaved={setTechnology} />
              )}
              {tab === 'publish' && (
                <>
                  <PublishTab
                    unikId={unikId}
                    flow={data}
                    publications={publications.data.publications}
                    technology={current}
                    onTechnology={setTechnology}
                  />
                  <Divider sx={{ my: 2 }} />
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    {t('scene.versions')}
                  </Typography>
                  <PublicationsList
                    unikId={unikId}
                    flowId={flowId}
                    versions={publications.data.versions}
                    publications={publications.data.publications}
                  />
                </>
              )}
              {tab === 'export' && <ExportTab unikId={unikId} flowId={flowId} technology={current} />}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
