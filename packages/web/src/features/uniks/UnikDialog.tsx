import { useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { UNIK_DESCRIPTION_MAX, UNIK_NAME_MAX, type TUnik } from '@unikflow/graph'
import { useNotify } from '../../ui/useNotify'
import { useCreateUnik, useUpdateUnik } from './queries'

interface UnikDialogProps {
  open: boolean
  /** Edit this unik; without it the dialog creates one. */
  unik?: TUnik
  onClose: () => void
  onSaved?: (unik: TUnik) => void
}

export function UnikDialog({ open, unik, onClose, onSaved }: UnikDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="unik-dialog-title">
      {open && <UnikForm unik={unik} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  )
}

function UnikForm({ unik, onClose, onSaved }: Omit<UnikDialogProps, 'open'>) {
  const { t } = useTranslation(['uniks', 'translation'])
  const notify = useNotify()
  const create = useCreateUnik()
  const update = useUpdateUnik()
  const [name, setName] = useState(unik?.name ?? '')
  const [description, setDescription] = useState(unik?.description ?? '')
  const [touched, setTouched] = useState(false)

  const nameError =
    name.trim() === ''
      ? t('translation:validation.required')
      : name.trim().length > UNIK_NAME_MAX
        ? t('translation:validation.maxLength', { max: UNIK_NAME_MAX })
        : null
  const descriptionError =
    description.length > UNIK_DESCRIPTION_MAX
      ? t('translation:validation.maxLength', { max: UNIK_DESCRIPTION_MAX })
      : null
  const busy = create.isPending || update.isPending

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (nameError || descriptionError) return
    const body = { name: name.trim(), description }
    try {
      const saved = unik
        ? await update.mutateAsync({ unikId: unik.id, body })
        : await create.mutateAsync(body)
      notify.success(t(unik ? 'saved' : 'created'))
      onSaved?.(saved)
      onClose()
    } catch (e) {
      notify.error(e)
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="unik-dialog-title">{t(unik ? 'editTitle' : 'createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            id="unik-name"
            label={t('name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && nameError !== null}
            helperText={(touched && nameError) || `${name.trim().length}/${UNIK_NAME_MAX}`}
            required
            autoFocus
            fullWidth
          />
          <TextField
            id="unik-description"
            label={t('description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={descriptionError !== null}
            helperText={descriptionError ?? `${description.length}/${UNIK_DESCRIPTION_MAX}`}
            multiline
            minRows={3}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t(unik ? 'translation:common.save' : 'translation:common.create')}
        </Button>
      </DialogActions>
    </form>
  )
}
