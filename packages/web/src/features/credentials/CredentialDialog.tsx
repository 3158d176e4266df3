import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Visibility from '@mui/icons-material/VisibilityOutlined'
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined'
import { CREDENTIAL_NAME_MAX, type TComponentCredential, type TCredential } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FormDialogActions, useSaveAndClose } from '../../ui/form-dialog'
import { useErrorText } from '../../ui/useNotify'
import {
  credentialFormToBody,
  initialCredentialForm,
  isSecretField,
  NAME_FIELD,
  type CredentialFormState,
  type TCredentialField,
  type TCredentialFieldError,
} from './credential-form'
import { KindAvatar } from './KindAvatar'
import { useCreateCredential, useCredential, useCredentialKinds, useUpdateCredential } from './queries'

export type CredentialDialogTarget =
  { mode: 'create'; kind: TComponentCredential } | { mode: 'edit'; id: string }

interface CredentialDialogProps {
  unikId: string
  /** What to show; null closes the dialog. */
  target: CredentialDialogTarget | null
  onClose: () => void
  /** Told the new credential's id once it is saved (a field that asked for it selects it). */
  onCreated?: (id: string) => void
}

/** Step two of "Add Credential", and the edit dialog: the kind's fields. */
export function CredentialDialog({ unikId, target, onClose, onCreated }: CredentialDialogProps) {
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="credential-title"
    >
      {target?.mode === 'create' && (
        <CredentialForm unikId={unikId} kind={target.kind} onClose={onClose} onCreated={onCreated} />
      )}
      {target?.mode === 'edit' && <EditLoader unikId={unikId} id={target.id} onClose={onClose} />}
    </Dialog>
  )
}

/** Loads the credential (secrets redacted) and its kind before the form starts. */
function EditLoader({ unikId, id, onClose }: { unikId: string; id: string; onClose: () => void }) {
  const { t } = useTranslation(['credentials', 'translation'])
  const errorText = useErrorText()
  const credential = useCredential(unikId, id)
  const kinds = useCredentialKinds()
  const kind = kinds.data?.find((k) => k.name === credential.data?.credentialName)
  if (credential.isSuccess && kind)
    return <CredentialForm unikId={unikId} kind={kind} credential={credential.data} onClose={onClose} />
  const failed = credential.isError ? credential.error : kinds.isError ? kinds.error : null
  return (
    <>
      <DialogTitle id="credential-title">{t('editCredential')}</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">{errorText(failed)}</Alert>
        ) : credential.isSuccess && kinds.isSuccess ? (
          <Alert severity="error">{t('unknownKind', { kind: credential.data.credentialName })}</Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }} aria-busy>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('translation:common.cancel')}</Button>
      </DialogActions>
    </>
  )
}

function errorMessage(
  t: (key: string, options?: Record<string, unknown>) => string,
  error: TCredentialFieldError,
) {
  if (error === 'number') return t('fieldNumber')
  if (error === 'maxLength') return t('translation:validation.maxLength', { max: CREDENTIAL_NAME_MAX })
  return t('translation:validation.required')
}

function CredentialForm({
  unikId,
  kind,
  credential,
  onClose,
  onCreated,
}: {
  unikId: string
  kind: TComponentCredential
  credential?: TCredential
  onClose: () => void
  onCreated?: (id: string) => void
}) {
  const { t } = useTranslation(['credentials', 'translation'])
  const saveAndClose = useSaveAndClose(onClose)
  const create = useCreateCredential(unikId)
  const update = useUpdateCredential(unikId)
  const editing = credential !== undefined
  const [name, setName] = useState(credential?.name ?? '')
  const [state, setState] = useState<CredentialFormState>(() => initialCredentialForm(kind, credential))
  const [submitted, setSubmitted] = useState(false)
  const busy = create.isPending || update.isPending

  const result = credentialFormToBody(kind, name, state, editing)
  const errors = submitted && !result.ok ? result.errors : {}
  const setValue = (field: string, value: string | boolean) =>
    setState((s) => ({ ...s, values: { ...s.values, [field]: value } }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!result.ok) return
    const body = result.body
    await saveAndClose(
      async () => {
        if (credential) return update.mutateAsync({ id: credential.id, body })
        const created = await create.mutateAsync(body)
        onCreated?.(created.id)
        return created
      },
      editing ? { done: t('saved'), failed: t('saveFailed') } : { done: t('added'), failed: t('addFailed') },
    )
  }

  const nameError = errors[NAME_FIELD]
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id="credential-title">{t(editing ? 'editCredential' : 'addCredential')}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            mb: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <KindAvatar name={kind.name} label={kind.label} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{kind.label}</Typography>
            {kind.description && (
              <Typography variant="body2" color="text.secondary">
                {kind.description}
              </Typography>
            )}
          </Box>
        </Box>
        <Stack spacing={2.5}>
          <TextField
            id="credential-name"
            label={t('credentialName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={nameError !== undefined}
            helperText={nameError ? errorMessage(t, nameError) : t('credentialNameHint')}
            required
            autoFocus
            fullWidth
          />
          {kind.inputs.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={state.values[field.name] ?? ''}
              stored={state.storedSecrets.includes(field.name)}
              error={errors[field.name]}
              onChange={(value) => setValue(field.name, value)}
            />
          ))}
        </Stack>
      </DialogContent>
      <FormDialogActions
        busy={busy}
        onCancel={onClose}
        submitLabel={t(editing ? 'translation:common.save' : 'add')}
      />
    </form>
  )
}

function FieldInput({
  field,
  value,
  stored,
  error,
  onChange,
}: {
  field: TCredentialField
  value: string | boolean
  stored: boolean
  error: TCredentialFieldError | undefined
  onChange: (value: string | boolean) => void
}) {
  const { t } = useTranslation(['credentials', 'translation'])
  const [visible, setVisible] = useState(false)
  const id = `credential-field-${field.name}`
  const label = field.label || field.name
  const required = field.optional !== true && !stored

  if (field.type === 'boolean')
    return (
      <Box>
        <FormControlLabel
          control={<Switch id={id} checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
          label={label}
        />
        {field.description && <FormHelperText sx={{ mt: 0 }}>{field.description}</FormHelperText>}
      </Box>
    )

  const text = typeof value === 'string' ? value : ''
  const helper = error
    ? errorMessage(t, error)
    : stored && text === ''
      ? t('secretStored')
      : field.description
  const options = Array.isArray(field.options) ? field.options : null
  if (options)
    return (
      <TextField
        id={id}
        select
        label={label}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        error={error !== undefined}
        helperText={helper}
        required={required}
        fullWidth
      >
        {options.map((o) => (
          <MenuItem key={o.name} value={o.name}>
            {o.label ?? o.name}
          </MenuItem>
        ))}
      </TextField>
    )

  const secret = isSecretField(field)
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      type={secret && !visible ? 'password' : 'text'}
      placeholder={stored && secret ? '••••••••••••' : field.placeholder}
      error={error !== undefined}
      helperText={helper}
      required={required}
      multiline={field.type === 'json' || (field.rows ?? 0) > 1}
      minRows={field.rows}
      fullWidth
      slotProps={{
        htmlInput: {
          autoComplete: secret ? 'new-password' : 'off',
          spellCheck: false,
          ...(field.type === 'number' && { inputMode: 'decimal' }),
        },
        inputLabel: stored && secret ? { shrink: true } : undefined,
        input: secret
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={t(visible ? 'hideValue' : 'showValue', { field: label })}
                    onClick={() => setVisible((v) => !v)}
                  >
                    {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  )
}
