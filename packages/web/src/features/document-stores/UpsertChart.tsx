import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import type { UpsertHistoryItem } from '../../api/document-stores'

const KEYS = ['numAdded', 'numUpdated', 'numSkipped', 'numDeleted'] as const
type CountKey = (typeof KEYS)[number]

/**
 * Upsert history as stacked bars (added, updated, skipped, deleted per run, oldest on the left): a small
 * SVG drawn here, loaded with the history only (its own chunk), so no chart library is needed.
 */
export default function UpsertChart({
  runs,
  labels,
}: {
  runs: UpsertHistoryItem[]
  labels: Record<CountKey, string>
}) {
  const theme = useTheme()
  const colors: Record<CountKey, string> = {
    numAdded: theme.palette.success.main,
    numUpdated: theme.palette.info.main,
    numSkipped: theme.palette.grey[500],
    numDeleted: theme.palette.error.main,
  }
  const ordered = [...runs].reverse().slice(-20)
  const max = Math.max(1, ...ordered.map((r) => KEYS.reduce((sum, k) => sum + r.result[k], 0)))
  const width = 560
  const height = 140
  const barWidth = Math.min(36, (width - 20) / Math.max(1, ordered.length) - 6)
  return (
    <Box>
      <svg
        viewBox={`0 0 ${width} ${height + 4}`}
        width="100%"
        height={height + 4}
        role="img"
        aria-label={ordered
          .map((r, i) => `${i + 1}: ${KEYS.map((k) => `${labels[k]} ${r.result[k]}`).join(', ')}`)
          .join('; ')}
      >
        <line x1={0} x2={width} y1={height} y2={height} stroke={theme.palette.divider} />
        {ordered.map((run, i) => {
          let y = height
          const x = 10 + i * (barWidth + 6)
          return (
            <g key={run.id}>
              {KEYS.map((k) => {
                const h = (run.result[k] / max) * (height - 10)
                y -= h
                return h > 0 ? (
                  <rect key={k} x={x} y={y} width={barWidth} height={h} fill={colors[k]} rx={2} />
                ) : null
              })}
            </g>
          )
        })}
      </svg>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', fontSize: 12, color: 'text.secondary' }}>
        {KEYS.map((k) => (
          <Box key={k} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: colors[k] }} />
            {labels[k]}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
