import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import type { THubPromptKind } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { listHubPrompts } from '../../../api/prompt-hub'
import { SearchField } from '../../../ui/unik-lists'
import { useErrorText } from '../../../ui/useNotify'
import { CodeBlock } from '../../publish/CodeBlock'
import { filterPrompts, promptInputs } from './prompt-hub-fit'

/** The prompt hub: pick a prompt of the kind the node takes and load it into the node's fields. */
export default function PromptHubDialog({
  unikId,
  kind,
  onLoad,
  onClose,
}: {
  unikId: string
  kind: THubPromptKind
  onLoad: (inputs: Record<string, string>) => void
  onClose: () => void
}) {
  const { t } = useTranslation('canvas')
  const errorText = useErrorText()
  const hub = useQuery({ queryKey: ['uniks', unikId, 'prompt-hub'], queryFn: () => listHubPrompts(unikId) })
  const [search, setSearch] = useState('')
  const [tag, setTag] = useState('')
  const [chosenId, setChosenId] = useState<string | null>(null)
  const ofKind = filterPrompts(hub.data?.prompts ?? [], kind, '', '')
  const tags = [...new Set(ofKind.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b))
  const shown = filterPrompts(ofKind, kind, search, tag)
  const chosen = shown.find((p) => p.id === chosenId) ?? shown[0]

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="prompt-hub-title">
      <DialogTitle id="prompt-hub-title">{t('promptHub.title')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
          <Box sx={{ flex: '1 1 260px' }}>
            <SearchField label={t('promptHub.search')} value={search} onChange={setSearch} />
          </Box>
          {tags.map((name) => (
            <Chip
              key={name}
              label={name}
              size="small"
              color={tag === name ? 'primary' : 'default'}
              variant={tag === name ? 'filled' : 'outlined'}
              onClick={() => setTag(tag === name ? '' : name)}
            />
          ))}
        </Box>
        {hub.data?.remote === 'unreachable' && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {t('promptHub.remoteUnreachable')}
          </Alert>
        )}
        {hub.isError && <Alert severity="error">{errorText(hub.error)}</Alert>}
        {hub.isPending && <Skeleton variant="rounded" height={360} />}
        {hub.isSuccess && shown.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {t('promptHub.none')}
          </Typography>
        )}
        {chosen && (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
              gap: 2,
              minHeight: 360,
            }}
          >
            <List
              dense
              aria-label={t('promptHub.list')}
              sx={{ overflow: 'auto', maxHeight: 460, border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              {shown.map((p) => (
                <ListItemButton key={p.id} selected={p.id === chosen.id} onClick={() => setChosenId(p.id)}>
                  <ListItemText
                    primary={p.name}
                    secondary={
                      p.source === 'remote' ? `${t('promptHub.remote')} · ${p.description}` : p.description
                    }
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              ))}
            </List>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h4" component="h3" sx={{ fontSize: 20, fontWeight: 600 }}>
                {chosen.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {chosen.description}
              </Typography>
              <Box sx={{ display: 'flex', gap: 0.5, mb: 1.5, flexWrap: 'wrap' }}>
                {chosen.tags.map((x) => (
                  <Chip key={x} label={x} size="small" />
                ))}
              </Box>
              {Object.entries(promptInputs(chosen)).map(([name, text]) => (
                <Box key={name} sx={{ mb: 1.5 }}>
                  <Typography variant="overline">{t(`promptHub.fields.${name}`)}</Typography>
                  <CodeBlock code={text} label={t(`promptHub.fields.${name}`)} wrap />
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('promptHub.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => {
            if (!chosen) return
            onLoad(promptInputs(chosen))
            onClose()
          }}
        >
          {t('promptHub.load')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
