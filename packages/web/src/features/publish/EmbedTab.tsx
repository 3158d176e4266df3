import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CodeBlock } from './CodeBlock'
import { fullPageSnippet, popupSnippet, reactSnippet } from './embed-snippets'

const KINDS = ['popup', 'full', 'react'] as const

/** HTML (bubble or full page) and React snippets that load the widget from this server. */
export function EmbedTab({ origin, flowId, blocked }: { origin: string; flowId: string; blocked: boolean }) {
  const { t } = useTranslation('publish')
  const [kind, setKind] = useState<(typeof KINDS)[number]>('popup')
  const code =
    kind === 'popup'
      ? popupSnippet({ origin, flowId })
      : kind === 'full'
        ? fullPageSnippet({ origin, flowId })
        : reactSnippet({ origin, flowId })
  return (
    <Stack spacing={1.5}>
      {blocked && <Alert severity="warning">{t('embedNeedsPublic')}</Alert>}
      <Tabs
        value={kind}
        onChange={(_, v: (typeof KINDS)[number]) => setKind(v)}
        aria-label={t('embedKinds')}
        variant="scrollable"
      >
        {KINDS.map((k) => (
          <Tab key={k} value={k} label={t(`embed.${k}`)} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary">
        {t(`embed.${kind}Hint`)}
      </Typography>
      <CodeBlock code={code} label={t(`embed.${kind}`)} />
    </Stack>
  )
}
