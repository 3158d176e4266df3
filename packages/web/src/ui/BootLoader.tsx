import Box from '@mui/material/Box'
import i18n from '../i18n'
import { loadingText } from '../i18n/namespaces'

/** Shown while translation files load, so its text cannot come from them. */
export function BootLoader() {
  const language = i18n.language || (typeof navigator === 'undefined' ? undefined : navigator.language)
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', color: 'text.secondary' }}
    >
      {loadingText(language)}
    </Box>
  )
}
