import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'

export interface ChartSeries {
  label: string
  color: string
  values: readonly number[]
}

const WIDTH = 640
const HEIGHT = 200
const PAD = { left: 44, right: 8, top: 10, bottom: 24 }

/** 1, 2 or 5 times a power of ten at or above `max / 4`: four gridlines with round labels. */
function niceStep(max: number): number {
  const raw = Math.max(max, 1) / 4
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw
  return Math.max(1, step)
}

/**
 * A per-day bar chart in plain SVG (no chart library: the page stays light and the colours follow the
 * theme). Series are stacked, or side by side when `grouped`; each day's title shows its figures.
 * `format` writes axis and tooltip values.
 */
export function DayChart({
  title,
  days,
  series,
  format,
  dayLabel,
  grouped = false,
}: {
  title: string
  days: readonly string[]
  series: readonly ChartSeries[]
  format: (value: number) => string
  dayLabel: (day: string) => string
  grouped?: boolean
}) {
  const theme = useTheme()
  const totals = days.map((_, i) =>
    grouped
      ? Math.max(0, ...series.map((s) => s.values[i] ?? 0))
      : series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0),
  )
  const step = niceStep(Math.max(0, ...totals))
  const top = step * 4
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const slot = plotW / Math.max(days.length, 1)
  const barW = Math.max(1, Math.min(28, slot * 0.7))
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH
  const labelEvery = Math.ceil(days.length / 8)
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
        {series.map((s) => (
          <Box key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: s.color }} />
            <Typography variant="caption" color="text.secondary">
              {s.label}
            </Typography>
          </Box>
        ))}
      </Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={title}>
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(step * i)}
              y2={y(step * i)}
              stroke={theme.palette.divider}
              strokeDasharray={i === 0 ? undefined : '3 3'}
            />
            <text
              x={PAD.left - 6}
              y={y(step * i) + 4}
              textAnchor="end"
              fontSize={11}
              fill={theme.palette.text.secondary}
            >
              {format(step * i)}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = PAD.left + slot * i + (slot - barW) / 2
          let base = 0
          return (
            <g key={day}>
              <title>
                {[dayLabel(day), ...series.map((s) => `${s.label}: ${format(s.values[i] ?? 0)}`)].join('\n')}
              </title>
              {/* A transparent full-height bar makes the whole day hoverable, empty days included. */}
              <rect x={PAD.left + slot * i} y={PAD.top} width={slot} height={plotH} fill="transparent" />
              {series.map((s, k) => {
                const value = s.values[i] ?? 0
                const from = grouped ? 0 : base
                base += value
                if (value <= 0) return null
                const width = grouped ? barW / series.length : barW
                return (
                  <rect
                    key={s.label}
                    x={grouped ? x + k * width : x}
                    y={y(from + value)}
                    width={width}
                    height={Math.max(1, y(from) - y(from + value))}
                    fill={s.color}
                    rx={Math.min(3, width / 4)}
                  />
                )
              })}
              {i % labelEvery === 0 && (
                <text
                  x={PAD.left + slot * i + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.palette.text.secondary}
                >
                  {dayLabel(day)}
                </text>
              )}
            </g>
          )
        })}
      </svg>
    </Box>
  )
}
