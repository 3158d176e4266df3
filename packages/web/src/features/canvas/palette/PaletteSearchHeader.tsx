import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Search from '@mui/icons-material/Search'
import { useTranslation } from 'react-i18next'
import type { PaletteTab } from './palette-groups'

/** The top of the "Add nodes" panel: its title, the search field and, when the flow offers several, tabs. */
export function PaletteSearchHeader({
  query,
  onQuery,
  tabs,
  tab,
  onTab,
}: {
  query: string
  onQuery: (query: string) => void
  tabs: readonly PaletteTab[]
  tab: PaletteTab
  onTab: (tab: PaletteTab) => void
}) {
  const { t } = useTranslation('canvas')
  return (
    <Box sx={{ p: 2, pb: 1 }}>
      <Typography variant="h4" component="h2" sx={{ mb: 1.5, fontSize: 18 }}>
        {t('palette.title')}
      </Typography>
      <TextField
        autoFocus
        fullWidth
        size="small"
        label={t('palette.search')}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
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
      {tabs.length > 1 && (
        <Tabs value={tab} onChange={(_e, next: PaletteTab) => onTab(next)} variant="fullWidth" sx={{ mt: 1 }}>
          {tabs.map((value) => (
            <Tab key={value} value={value} label={t(`palette.tabs.${value}`)} sx={{ minWidth: 0, px: 1 }} />
          ))}
        </Tabs>
      )}
    </Box>
  )
}
