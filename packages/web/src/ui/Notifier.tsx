import { useEffect, useRef } from 'react'
import { useSnackbar, type SnackbarKey } from 'notistack'
import IconButton from '@mui/material/IconButton'
import Close from '@mui/icons-material/Close'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../store'
import { removeSnackbar } from '../store/notifierSlice'

/** Mirrors the notifier slice into notistack. */
export function Notifier() {
  const notifications = useAppSelector((s) => s.notifier.notifications)
  const dispatch = useAppDispatch()
  const { t } = useTranslation()
  const { enqueueSnackbar, closeSnackbar } = useSnackbar()
  const displayed = useRef(new Set<SnackbarKey>())

  useEffect(() => {
    for (const { key, message, options, dismissed } of notifications) {
      if (dismissed) {
        closeSnackbar(key)
        continue
      }
      if (displayed.current.has(key)) continue
      enqueueSnackbar(message, {
        key,
        variant: options.variant ?? 'default',
        persist: options.persist,
        autoHideDuration: options.autoHideDuration,
        // A toast that stays needs a way to go.
        ...(options.persist && {
          action: (shown: SnackbarKey) => (
            <IconButton
              size="small"
              color="inherit"
              aria-label={t('common.close')}
              onClick={() => closeSnackbar(shown)}
            >
              <Close fontSize="small" />
            </IconButton>
          ),
        }),
        onExited: (_node, exitedKey) => {
          dispatch(removeSnackbar(String(exitedKey)))
          displayed.current.delete(exitedKey)
        },
      })
      displayed.current.add(key)
    }
  }, [notifications, enqueueSnackbar, closeSnackbar, dispatch, t])

  return null
}
