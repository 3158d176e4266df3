import { useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useImportApiKeys } from './queries'

const MODES = ['addNew', 'replaceIfExist', 'errorIfExist'] as const
type Mode = (typeof MODES)[number]

/** Import of Flowise's api.json (only .json files) with an import mode. */
export function ImportApiKeysDialog({ unikId, onClose }: { unikId: string; onClose: () => void }) {
  const { t } = useTranslation(['api-keys', 'translation'])
  const notify = useNotify()
  const run = useImportApiKeys(unikId)
  const fileRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [mode, setMode] = useState<Mode>('addNew')
  const [fileError, setFileError] = useState<string | null>(null)

  const pick = async (picked: File) => {
    if (!picked.name.toLowerCase().endsWith('.json')) {
      setFile(null)
      setFileError(t('importOnlyJson'))
      return
    }
    setFileError(null)
    setFile({ name: picked.name, text: await picked.text() })
  }

  const submit = async () => {
    if (!file) {
      setFileError(t('importPickFile'))
      return
    }
    try {
      const result = await run.mutateAsync({ importMode: mode, jsonFile: file.text })
      notify.success(
        t('imported', { added: result.added, replaced: result.replaced, skipped: result.skipped }),
      )
      onClose()
    } catch (e) {
      notify.error(e, t('importFailed'))
    }
  }

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="apikey-import-title">
      <DialogTitle id="apikey-import-title">{t('importTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('importHint')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlined />}
              onClick={() => fileRef.current?.click()}
            >
              {t('importChoose')}
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? t('importNoFile')}
            </Typography>
          </Stack>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="apikey-import-input"
            onChange={(e) => {
              const picked = e.target.files?.[0]
              e.target.value = ''
              if (picked) void pick(picked)
            }}
          />
          {fileError && <Alert severity="error">{fileError}</Alert>}
          <TextField
            select
            label={t('importMode')}
            value={mode}
            onChange={(e) => setMode(MODES.find((m) => m === e.target.value) ?? 'addNew')}
          >
            {MODES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`importModes.${m}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
        <Button variant="contained" disabled={run.isPending} onClick={() => void submit()}>
          {t('import')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
