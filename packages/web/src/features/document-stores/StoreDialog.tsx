import { useState, type FormEvent } from 'react'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FormDialogActions, useSaveAndClose } from '../../ui/form-dialog'
import { useCreateStore, useUpdateStore } from './queries'

const NAME_MAX = 255
const DESCRIPTION_MAX = 2000

interface StoreDialogProps {
  unikId: string
  open: boolean
  /** Rename this store; without it the dialog creates one. */
  store?: TDocumentStore
  onClose: () => void
  onCreated?: (store: TDocumentStore) => void
}

export function StoreDialog({ open, ...props }: StoreDialogProps) {
  return (
    <Dialog open={open} onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="store-dialog-title">
      {open && <StoreForm {...props} />}
    </Dialog>
  )
}

function StoreForm({ unikId, store, onClose, onCreated }: Omit<StoreDialogProps, 'open'>) {
  const { t } = useTranslation(['document-store', 'translation'])
  const saveAndClose = useSaveAndClose(onClose)
  const create = useCreateStore(unikId)
  const update = useUpdateStore(unikId)
  const [name, setName] = useState(store?.name ?? '')
  const [description, setDescription] = useState(store?.description ?? '')
  const [touched, setTouched] = useState(false)
  const nameError =
    name.trim() === ''
      ? t('translation:validation.required')
      : name.length > NAME_MAX
        ? t('translation:validation.maxLength', { max: NAME_MAX })
        : null
  const descriptionError =
    description.length > DESCRIPTION_MAX
      ? t('translation:validation.maxLength', { max: DESCRIPTION_MAX })
      : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (nameError || descriptionError) return
    const body = { name: name.trim(), description }
    await saveAndClose(
      async () => {
        if (store) return update.mutateAsync({ id: store.id, body })
        const created = await create.mutateAsync(body)
        onCreated?.(created)
        return created
      },
      store ? { done: t('saved'), failed: t('saveFailed') } : { done: t('added'), failed: t('addFailed') },
    )
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="store-dialog-title">{t(store ? 'editStore' : 'addStore')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            id="store-name"
            label={t('name')}
            required
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && nameError !== null}
            helperText={touched && nameError}
          />
          <TextField
            id="store-description"
            label={t('description')}
            multiline
            minRows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={descriptionError !== null}
            helperText={descriptionError}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        busy={create.isPending || update.isPending}
        onCancel={onClose}
        submitLabel={t(store ? 'translation:common.save' : 'addStoreSubmit')}
      />
    </form>
  )
}
