import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../ui/useNotify'
import { useFullFlow } from '../publish/flow-queries'
import { AnalysisTab } from './AnalysisTab'
import { FeedbackTab } from './FeedbackTab'
import { FileUploadTab } from './FileUploadTab'
import { FollowUpTab } from './FollowUpTab'
import { LeadsTab } from './LeadsTab'
import { PostProcessingTab } from './PostProcessingTab'
import { SpeechToTextTab } from './SpeechToTextTab'
import { StartersTab } from './StartersTab'
import { SecurityTab } from './SecurityTab'

const TABS = {
  security: SecurityTab,
  starters: StartersTab,
  followUp: FollowUpTab,
  stt: SpeechToTextTab,
  feedback: FeedbackTab,
  analysis: AnalysisTab,
  leads: LeadsTab,
  upload: FileUploadTab,
  post: PostProcessingTab,
} as const
type TabKey = keyof typeof TABS
const TAB_KEYS = Object.keys(TABS).filter((k): k is TabKey => k in TABS)

export interface FlowConfigDialogProps {
  unikId: string
  flowId: string
  flowName: string
  onClose: () => void
}

/** The flow's configuration tabs; each saves on its own. */
export default function FlowConfigDialog({ unikId, flowId, flowName, onClose }: FlowConfigDialogProps) {
  const { t } = useTranslation('chatflows')
  const errorText = useErrorText()
  const flow = useFullFlow(unikId, flowId)
  const [tab, setTab] = useState<TabKey>('security')
  const Panel = TABS[tab]
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="flow-config-title">
      <DialogTitle id="flow-config-title">{t('config.title', { name: flowName })}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', gap: 2, minHeight: 520, p: 0 }}>
        <Tabs
          orientation="vertical"
          variant="scrollable"
          value={tab}
          onChange={(_, v: TabKey) => setTab(v)}
          aria-label={t('config.tabs')}
          sx={{ borderRight: 1, borderColor: 'divider', minWidth: 190, flexShrink: 0 }}
        >
          {TAB_KEYS.map((k) => (
            <Tab
              key={k}
              value={k}
              label={t(`config.tab.${k}`)}
              sx={{ alignItems: 'flex-start', textAlign: 'left' }}
              id={`config-tab-${k}`}
              aria-controls="config-panel"
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id="config-panel"
          aria-labelledby={`config-tab-${tab}`}
          sx={{ flexGrow: 1, p: 2, minWidth: 0 }}
        >
          {flow.isPending && <CircularProgress aria-label={t('config.loading')} />}
          {flow.isError && <Alert severity="error">{errorText(flow.error)}</Alert>}
          {/* Keyed by version: a saved tab shows the saved values, a failed save keeps the typing. */}
          {flow.data && <Panel key={`${tab}-${flow.data.version}`} unikId={unikId} flow={flow.data} />}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('config.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
