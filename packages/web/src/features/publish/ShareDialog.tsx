import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import LockOutlined from '@mui/icons-material/LockOutlined'
import OpenInNew from '@mui/icons-material/OpenInNew'
import PublicOutlined from '@mui/icons-material/PublicOutlined'
import type { TChatflow } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { ApiTab } from './ApiTab'
import { BotSettingsTab } from './BotSettingsTab'
import { EmbedTab } from './EmbedTab'
import { publicChatbotUrl } from './embed-snippets'
import { useFullFlow, useSaveFlowFields } from './flow-queries'

export const SHARE_TABS = ['embed', 'api', 'bot'] as const
export type ShareTab = (typeof SHARE_TABS)[number]

export interface ShareDialogProps {
  unikId: string
  flowId: string
  flowName: string
  initialTab?: ShareTab
  onClose: () => void
}

/** Make Public switch, 'private access' label, and why a keyed flow cannot be public (docs/product.md#roles-and-access). */
function PublicSwitch({ unikId, flow }: { unikId: string; flow: TChatflow }) {
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const save = useSaveFlowFields(unikId, flow.id)
  const keyed = flow.apikeyid !== null
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <FormControlLabel
        control={
          <Switch
            checked={flow.isPublic}
            disabled={keyed || save.isPending}
            onChange={(e) =>
              save.mutate(
                { isPublic: e.target.checked },
                {
                  onSuccess: (saved) => notify.success(t(saved.isPublic ? 'madePublic' : 'madePrivate')),
                  onError: (err) => notify.error(err, t('publicSaveFailed')),
                },
              )
            }
          />
        }
        label={t('makePublic')}
      />
      {flow.isPublic ? (
        <Chip size="small" color="success" icon={<PublicOutlined />} label={t('publicAccess')} />
      ) : (
        <Chip size="small" icon={<LockOutlined />} label={t('privateAccess')} />
      )}
      {flow.isPublic && (
        <Button
          size="small"
          endIcon={<OpenInNew />}
          href={publicChatbotUrl(window.location.origin, flow.id)}
          target="_blank"
          rel="noopener"
        >
          {t('openChatbot')}
        </Button>
      )}
    </Box>
  )
}

/** Share chatbot: Make Public, Embed, API and Bot settings tabs (display mode lives in Publish & Export). */
export default function ShareDialog({
  unikId,
  flowId,
  flowName,
  initialTab = 'embed',
  onClose,
}: ShareDialogProps) {
  const { t } = useTranslation('publish')
  const errorText = useErrorText()
  const flow = useFullFlow(unikId, flowId)
  const [tab, setTab] = useState<ShareTab>(initialTab)
  const origin = window.location.origin
  const data = flow.data

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="share-title">
      <DialogTitle id="share-title">{t('shareTitle', { name: flowName })}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 480 }}>
        {flow.isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        )}
        {flow.isError && <Alert severity="error">{errorText(flow.error)}</Alert>}
        {data && (
          <>
            <PublicSwitch unikId={unikId} flow={data} />
            {data.apikeyid !== null && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('keyedNotPublic')}
              </Alert>
            )}
            <Tabs
              value={tab}
              onChange={(_, v: ShareTab) => setTab(v)}
              aria-label={t('shareTabs')}
              variant="scrollable"
              sx={{ borderBottom: 1, borderColor: 'divider', my: 1.5 }}
            >
              {SHARE_TABS.map((k) => (
                <Tab
                  key={k}
                  value={k}
                  label={t(`tabs.${k}`)}
                  id={`share-tab-${k}`}
                  aria-controls={`share-panel-${k}`}
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id={`share-panel-${tab}`} aria-labelledby={`share-tab-${tab}`}>
              {tab === 'embed' && <EmbedTab origin={origin} flowId={data.id} blocked={!data.isPublic} />}
              {tab === 'api' && <ApiTab unikId={unikId} flow={data} origin={origin} />}
              {tab === 'bot' && <BotSettingsTab unikId={unikId} flow={data} />}
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
