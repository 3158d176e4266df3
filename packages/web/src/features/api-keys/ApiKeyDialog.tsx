import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import { API_KEY_NAME_MAX, type TApiKey, type TApiKeyCreated } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCopyText } from '../../ui/useCopyText'
import { useNotify } from '../../ui/useNotify'
import { useCreateApiKey, useRenameApiKey } from './queries'

interface ApiKeyDialogProps {
  unikId: string
  open: boolean
  /** Rename this key; without it the dialog creates one. */
  apiKey?: TApiKey
  onClose: () => void
}

export function ApiKeyDialog({ unikId, open, apiKey, onClose }: ApiKeyDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="apikey-title">
      {open && <ApiKeyForm unikId={unikId} apiKey={apiKey} onClose={onClose} />}
    </Dialog>
  )
}

/** The full key, shown this once after creation, with a copy button. */
function CreatedKey({ created, onClose }: { created: TApiKeyCreated; onClose: () => void }) {
  const { t } = useTranslation(['api-keys', 'translation'])
  const copyText = useCopyText()
  const copy = () => copyText(created.apiKey, { copied: t('copied'), manually: t('copyManually') })
  return (
    <>
      <DialogTitle id="apikey-title">{t('createdTitle', { name: created.keyName })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('shownOnce')}
        </Alert>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TextField
            fullWidth
            value={created.apiKey}
            label={t('apiKey')}
            slotProps={{
              htmlInput: {
                readOnly: true,
                'data-testid': 'created-api-key',
                style: { fontFamily: 'monospace' },
              },
            }}
            onFocus={(e) => e.target.select()}
          />
          <Tooltip title={t('copy')}>
            <IconButton aria-label={t('copy')} onClick={() => void copy()}>
              <ContentCopyOutlined />
            </IconButton>
          </Tooltip>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('savedIt')}
        </Button>
      </DialogActions>
    </>
  )
}

function ApiKeyForm({ unikId, apiKey, onClose }: Omit<ApiKeyDialogProps, 'open'>) {
  const { t } = useTranslation(['api-keys', 'translation'])
  const notify = useNotify()
  const create = useCreateApiKey(unikId)
  const rename = useRenameApiKey(unikId)
  const [name, setName] = useState(apiKey?.keyName ?? '')
  const [touched, setTouched] = useState(false)
  const [created, setCreated] = useState<TApiKeyCreated | null>(null)
  const busy = create.isPending || rename.isPending
  const nameError =
    name.trim() === ''
      ? t('translation:validation.required')
      : name.length > API_KEY_NAME_MAX
        ? t('translation:validation.maxLength', { max: API_KEY_NAME_MAX })
        : null

  if (created) return <CreatedKey created={created} onClose={onClose} />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (nameError) return
    try {
      if (apiKey) {
        await rename.mutateAsync({ id: apiKey.id, keyName: name.trim() })
        notify.success(t('renamed'))
        onClose()
      } else {
        setCreated(await create.mutateAsync(name.trim()))
      }
    } catch (e) {
      notify.error(e, t(apiKey ? 'renameFailed' : 'addFailed'))
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="apikey-title">{t(apiKey ? 'renameKey' : 'createKey')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('keyName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={touched && nameError !== null}
          helperText={touched && nameError ? nameError : t('keyNameHint')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t(apiKey ? 'translation:common.save' : 'create')}
        </Button>
      </DialogActions>
    </form>
  )
}
