import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { VARIABLE_TYPE_VALUES, type TVariable, type TVariableType } from '@unikflow/graph'
import { Trans, useTranslation } from 'react-i18next'
import { FormDialogActions, useSaveAndClose } from '../../ui/form-dialog'
import { VARIABLE_NAME_MAX, VARIABLE_VALUE_MAX, variableNameError, variableUsage } from './variable-form'
import { useCreateVariable, useUpdateVariable } from './queries'

interface VariableDialogProps {
  unikId: string
  open: boolean
  /** Edit this variable; without it the dialog adds one. */
  variable?: TVariable
  onClose: () => void
}

export function VariableDialog({ unikId, open, variable, onClose }: VariableDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="variable-title">
      {open && <VariableForm unikId={unikId} variable={variable} onClose={onClose} />}
    </Dialog>
  )
}

function VariableForm({ unikId, variable, onClose }: Omit<VariableDialogProps, 'open'>) {
  const { t } = useTranslation(['variables', 'translation'])
  const saveAndClose = useSaveAndClose(onClose)
  const create = useCreateVariable(unikId)
  const update = useUpdateVariable(unikId)
  const [name, setName] = useState(variable?.name ?? '')
  const [value, setValue] = useState(variable?.value ?? '')
  const [type, setType] = useState<TVariableType>(variable?.type ?? 'static')
  const [touched, setTouched] = useState(false)
  const busy = create.isPending || update.isPending

  const nameProblem = variableNameError(name)
  const nameError =
    nameProblem === 'required'
      ? t('translation:validation.required')
      : nameProblem === 'maxLength'
        ? t('translation:validation.maxLength', { max: VARIABLE_NAME_MAX })
        : nameProblem === 'invalid'
          ? t('nameInvalid')
          : null
  const valueError =
    value.length > VARIABLE_VALUE_MAX
      ? t('translation:validation.maxLength', { max: VARIABLE_VALUE_MAX })
      : null
  const shownName = nameProblem === null ? name.trim() : t('namePlaceholder')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (nameError || valueError) return
    const body = { name: name.trim(), value, type }
    await saveAndClose(
      () => (variable ? update.mutateAsync({ id: variable.id, body }) : create.mutateAsync(body)),
      variable ? { done: t('saved'), failed: t('saveFailed') } : { done: t('added'), failed: t('addFailed') },
    )
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="variable-title">{t(variable ? 'editVariable' : 'addVariable')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            id="variable-name"
            label={t('name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && nameError !== null}
            helperText={(touched && nameError) || t('nameHint', { usage: variableUsage(shownName) })}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
          <TextField
            id="variable-type"
            select
            label={t('type')}
            value={type}
            onChange={(e) => setType(e.target.value === 'runtime' ? 'runtime' : 'static')}
            helperText={t(`typeHint.${type}`)}
            fullWidth
          >
            {VARIABLE_TYPE_VALUES.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`types.${v}`)}
              </MenuItem>
            ))}
          </TextField>
          {type === 'static' ? (
            <TextField
              id="variable-value"
              label={t('value')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={valueError !== null}
              helperText={valueError ?? ' '}
              multiline
              minRows={2}
              maxRows={8}
              fullWidth
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          ) : (
            <Alert severity="info" role="note">
              <Trans
                t={t}
                i18nKey="runtimeExplain"
                values={{ name: shownName }}
                components={{ code: <code /> }}
              />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <FormDialogActions
        busy={busy}
        onCancel={onClose}
        submitLabel={t(variable ? 'translation:common.save' : 'add')}
      />
    </form>
  )
}
