import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { TComponentCredential } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { SearchField } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { filterCredentialKinds } from './credential-form'
import { KindAvatar } from './KindAvatar'
import { useCredentialKinds } from './queries'

interface CredentialKindDialogProps {
  open: boolean
  onClose: () => void
  onPick: (kind: TComponentCredential) => void
  /** Only these kinds (a field that accepts some); all when not given. */
  only?: readonly string[]
}

/** Step one of "Add Credential": which kind (searchable list from `GET /components-credentials`). */
export function CredentialKindDialog({ open, onClose, onPick, only }: CredentialKindDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="credential-kind-title">
      {open && <KindList onClose={onClose} onPick={onPick} only={only} />}
    </Dialog>
  )
}

function KindList({ onClose, onPick, only }: Omit<CredentialKindDialogProps, 'open'>) {
  const { t } = useTranslation(['credentials', 'translation'])
  const errorText = useErrorText()
  const kinds = useCredentialKinds()
  const [search, setSearch] = useState('')
  const offered = (kinds.data ?? []).filter((k) => !only || only.includes(k.name))
  const shown = filterCredentialKinds(offered, search)
  return (
    <>
      <DialogTitle id="credential-kind-title">{t('addCredential')}</DialogTitle>
      <DialogContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', pt: 1, pb: 1.5 }}>
          <SearchField label={t('searchKinds')} value={search} onChange={setSearch} autoFocus />
        </Box>
        {kinds.isPending &&
          [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />)}
        {kinds.isError && <Alert severity="error">{errorText(kinds.error)}</Alert>}
        {kinds.isSuccess && shown.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('noKindMatches')}
          </Typography>
        )}
        {shown.length > 0 && (
          <List aria-label={t('credentialKinds')} sx={{ maxHeight: 420, overflowY: 'auto' }}>
            {shown.map((kind) => (
              <ListItemButton
                key={kind.name}
                onClick={() => onPick(kind)}
                sx={{ borderRadius: 1, border: 1, borderColor: 'divider', mb: 1 }}
              >
                <ListItemAvatar sx={{ minWidth: 52 }}>
                  <KindAvatar name={kind.name} label={kind.label} size={36} />
                </ListItemAvatar>
                <ListItemText
                  primary={kind.label}
                  secondary={kind.description}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
      </DialogActions>
    </>
  )
}
