import { useState, type FormEvent } from 'react'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { TEMPLATE_NAME_MAX } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FormDialogActions, useSaveAndClose } from '../../ui/form-dialog'
import { useSaveTemplate } from './queries'

/** Comma-separated words, trimmed, each once. */
function splitWords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ]
}

/** "Save as template" of a saved flow (`chatflowId`) or tool (`toolId`); the name is mandatory. */
export function SaveAsTemplateDialog({
  unikId,
  source,
  initialName,
  onClose,
}: {
  unikId: string
  source: { chatflowId: string } | { toolId: string }
  initialName: string
  onClose: () => void
}) {
  const { t } = useTranslation('templates')
  const save = useSaveTemplate(unikId)
  const saveAndClose = useSaveAndClose(onClose)
  const [name, setName] = useState(initialName)
  const [description, setDescription] = useState('')
  const [badge, setBadge] = useState('')
  const [usecases, setUsecases] = useState('')
  const [touched, setTouched] = useState(false)
  const invalid = name.trim() === ''

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTouched(true)
    if (invalid) return
    void saveAndClose(
      () =>
        save.mutateAsync({
          name: name.trim(),
          description: description.trim(),
          badge: badge.trim() === '' ? null : badge.trim().toUpperCase(),
          usecases: splitWords(usecases),
          ...source,
        }),
      { done: t('saved', { name: name.trim() }), failed: t('saveFailed') },
    )
  }

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('saveAsTemplate')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={t('fields.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={touched && invalid}
            helperText={touched && invalid ? t('nameMandatory') : ' '}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX } }}
          />
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t('fields.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <TextField
            fullWidth
            margin="dense"
            label={t('fields.badge')}
            helperText={t('fields.badgeHint')}
            value={badge}
            onChange={(e) => setBadge(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 32 } }}
          />
          <TextField
            fullWidth
            margin="dense"
            label={t('fields.usecases')}
            helperText={t('fields.usecasesHint')}
            value={usecases}
            onChange={(e) => setUsecases(e.target.value)}
          />
        </DialogContent>
        <FormDialogActions busy={save.isPending} onCancel={onClose} submitLabel={t('save')} />
      </form>
    </Dialog>
  )
}
