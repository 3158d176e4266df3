import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { OPENAI_ASSISTANT_CREDENTIAL, type TOpenAIRemoteAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { listRemoteOpenAIAssistants } from '../../api/assistants'
import { useErrorText } from '../../ui/useNotify'
import { useCredentials } from '../credentials/queries'

/** "Load": pick an assistant the credential's account already has; it opens in the add dialog. */
export function LoadOpenAIAssistantDialog(props: {
  unikId: string
  onClose: () => void
  onPick: (remote: TOpenAIRemoteAssistant, credential: string) => void
}) {
  const { t } = useTranslation(['assistants', 'translation'])
  const errorText = useErrorText()
  const credentials = (useCredentials(props.unikId).data ?? []).filter(
    (c) => c.credentialName === OPENAI_ASSISTANT_CREDENTIAL,
  )
  const [credential, setCredential] = useState('')
  const remote = useQuery({
    queryKey: ['uniks', props.unikId, 'assistants', 'openai-remote', credential],
    queryFn: () => listRemoteOpenAIAssistants(props.unikId, credential),
    enabled: credential !== '',
    staleTime: 0,
  })
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="openai-load-title">
      <DialogTitle id="openai-load-title">{t('openai.loadTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          select
          label={t('openai.credential')}
          value={credential}
          onChange={(e) => setCredential(e.target.value)}
          helperText={credentials.length === 0 ? t('openai.noCredential') : t('openai.loadHint')}
        >
          {credentials.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        {remote.isFetching && <Skeleton variant="rounded" height={96} />}
        {remote.isError && <Alert severity="error">{errorText(remote.error)}</Alert>}
        {remote.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('openai.loadNone')}
          </Typography>
        )}
        {remote.data && remote.data.length > 0 && (
          <List dense aria-label={t('openai.loadList')}>
            {remote.data.map((a) => (
              <ListItemButton key={a.id} onClick={() => props.onPick(a, credential)}>
                <ListItemText primary={a.name} secondary={`${a.model} · ${a.id}`} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t('translation:common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  )
}
