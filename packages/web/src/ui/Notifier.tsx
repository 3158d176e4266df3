import { useEffect, useRef } from 'react'
import { useSnackbar, type SnackbarKey } from 'notistack'
import { useAppDispatch, useAppSelector } from '../store'
import { removeSnackbar } from '../store/notifierSlice'

/** Mirrors the notifier slice into notistack. */
export function Notifier() {
  const notifications = useAppSelector((s) => s.notifier.notifications)
  const dispatch = useAppDispatch()
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
        onExited: (_node, exitedKey) => {
          dispatch(removeSnackbar(String(exitedKey)))
          displayed.current.delete(exitedKey)
        },
      })
      displayed.current.add(key)
    }
  }, [notifications, enqueueSnackbar, closeSnackbar, dispatch])

  return null
}
