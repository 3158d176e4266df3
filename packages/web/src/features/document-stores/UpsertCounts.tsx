import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { TUpsertCounts } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'

const COUNT_KEYS = ['numAdded', 'numUpdated', 'numSkipped', 'numDeleted'] as const

/** The counts of an upsert: added, updated, skipped, deleted. */
export function UpsertCounts({ result }: { result: TUpsertCounts }) {
  const { t } = useTranslation('vector-store')
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1 }}
      data-testid="upsert-counts"
    >
      {COUNT_KEYS.map((k) => (
        <Box
          key={k}
          sx={{ textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1, py: 1 }}
          data-count={k}
        >
          <Typography variant="h3" component="div" sx={{ fontWeight: 700 }}>
            {result[k]}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`counts.${k}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
