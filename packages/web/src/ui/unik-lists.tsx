import { useCallback, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Search from '@mui/icons-material/Search'
import { hasRoleAtLeast } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useUnik } from '../features/uniks/queries'

/**
 * Pieces shared by the list pages (uniks, flows, credentials, variables, tools): the search box, the
 * empty state, dates and whether the signed-in user may change things.
 */

/** Editors and above change a unik's credentials, variables and tools; members only read them. */
export function useCanEditUnik(unikId: string): boolean {
  const unik = useUnik(unikId)
  return unik.data !== undefined && hasRoleAtLeast(unik.data.role, 'editor')
}

/** Date and time of an ISO timestamp in the current language; `dateOnly` drops the time. */
export function useDateText(): (iso: string, dateOnly?: boolean) => string {
  const { i18n } = useTranslation()
  return useCallback(
    (iso: string, dateOnly = false) =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        ...(!dateOnly && { timeStyle: 'short' }),
      }).format(new Date(iso)),
    [i18n.language],
  )
}

export function SearchField({
  value,
  onChange,
  label,
  autoFocus,
  id,
}: {
  value: string
  onChange: (value: string) => void
  label: string
  autoFocus?: boolean
  id?: string
}) {
  return (
    <TextField
      id={id}
      label={label}
      autoFocus={autoFocus}
      size="small"
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flexGrow: 1, minWidth: 200 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}

export function EmptyState({ icon, title, hint }: { icon: ReactNode; title: string; hint?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Box aria-hidden sx={{ '& svg': { fontSize: 56, opacity: 0.5 } }}>
        {icon}
      </Box>
      <Typography variant="h3" component="p" sx={{ mt: 1, color: 'text.primary' }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  )
}

/** Case-insensitive "every word occurs in one of the texts". */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = texts.filter(Boolean).join(' ').toLowerCase()
  return words.every((w) => haystack.includes(w))
}
