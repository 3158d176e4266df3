import { lazy, Suspense, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { Trans, useTranslation } from 'react-i18next'
import {
  chatbotSection,
  ConfigTab,
  flag,
  type TabProps,
  text,
  Toggle,
  useTabSave,
  withChatbotConfig,
} from './config-shared'

const CodeEditor = lazy(() => import('../canvas/params/CodeEditor'))

export function PostProcessingTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.post.saveFailed')
  const saved = chatbotSection(flow, 'postProcessing')
  const [enabled, setEnabled] = useState(flag(saved.enabled))
  const [code, setCode] = useState(() => {
    const raw = text(saved.customFunction)
    // Flowise stores the code JSON-encoded; both forms are read.
    if (raw.startsWith('"')) {
      try {
        const decoded: unknown = JSON.parse(raw)
        if (typeof decoded === 'string') return decoded
      } catch {
        return raw
      }
    }
    return raw || 'return $flow.rawOutput'
  })
  return (
    <ConfigTab
      busy={busy}
      onSave={() =>
        save({
          chatbotConfig: withChatbotConfig(flow, {
            postProcessing: { ...saved, enabled, customFunction: code },
          }),
        })
      }
    >
      <Toggle label={t('config.post.enable')} checked={enabled} onChange={setEnabled} />
      <Alert severity="info" variant="outlined" role="note">
        <Trans t={t} i18nKey="config.post.hint" components={{ code: <code /> }} />
      </Alert>
      <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '& .cm-editor': { minHeight: 200 } }}>
          <CodeEditor value={code} language="javascript" label={t('config.post.code')} onChange={setCode} />
        </Box>
      </Suspense>
    </ConfigTab>
  )
}
