import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { isPasswordStrongEnough } from '@unikflow/graph'
import { changePassword } from '../../api/auth'
import { parseApiError } from '../../api/errors'
import { useErrorText, useNotify } from '../../ui/useNotify'

export function ChangePasswordForm() {
  const { t } = useTranslation(['auth', 'translation'])
  const notify = useNotify()
  const errorText = useErrorText()
  const [currentPassword, setCurrent] = useState('')
  const [newPassword, setNew] = useState('')
  const [error, setError] = useState<string | null>(null)
  const mutation = useMutation({ mutationFn: changePassword })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (currentPassword === '' || newPassword === '') return setError(t('translation:validation.required'))
    if (!isPasswordStrongEnough(newPassword)) return setError(t('translation:errors.WEAK_PASSWORD'))
    setError(null)
    try {
      await mutation.mutateAsync({ currentPassword, newPassword })
      setCurrent('')
      setNew('')
      notify.success(t('passwordChanged'))
    } catch (e) {
      // Here the credential that failed is the current password, so say that.
      setError(parseApiError(e).code === 'INVALID_CREDENTIALS' ? t('currentPasswordWrong') : errorText(e))
    }
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={submit}
      sx={{ maxWidth: 420 }}
      aria-label={t('changePassword')}
    >
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        id="current-password"
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
        fullWidth
      />
      <TextField
        id="new-password"
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
        helperText={t('passwordRule')}
        fullWidth
      />
      <div>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {t('changePassword')}
        </Button>
      </div>
    </Stack>
  )
}
