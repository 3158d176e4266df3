import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { parseApiError, TRANSLATED_ERROR_CODES, type ApiError } from '../api/errors'
import { useAppDispatch } from '../store'
import { enqueueSnackbar, type NotificationOptions } from '../store/notifierSlice'

/** Picks the translated text for an error by its code; unknown codes show the server's message. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown) => {
      const parsed: ApiError = parseApiError(error)
      if (parsed.status === 429) return t('errors.TOO_MANY_ATTEMPTS')
      if (TRANSLATED_ERROR_CODES.has(parsed.code))
        return t(`errors.${parsed.code}`, detailValues(parsed.details))
      return parsed.message || t('errors.UNKNOWN')
    },
    [t],
  )
}

/** The text fields of an error's details (a variable's `name` …), for the translated text to show. */
function detailValues(details: unknown): Record<string, string> {
  if (typeof details !== 'object' || details === null) return {}
  return Object.fromEntries(
    Object.entries(details).filter((e): e is [string, string] => typeof e[1] === 'string'),
  )
}

export function useNotify() {
  const dispatch = useAppDispatch()
  const errorText = useErrorText()
  return useMemo(() => {
    const push = (message: string, options: NotificationOptions) =>
      dispatch(enqueueSnackbar({ message, options }))
    return {
      success: (message: string) => push(message, { variant: 'success' }),
      info: (message: string) => push(message, { variant: 'info' }),
      /** Stays longer: it names things the user should look at. */
      warning: (message: string) => push(message, { variant: 'warning', autoHideDuration: 12_000 }),
      error: (error: unknown, prefix?: string) =>
        push(prefix ? `${prefix}: ${errorText(error)}` : errorText(error), { variant: 'error' }),
    }
  }, [dispatch, errorText])
}
