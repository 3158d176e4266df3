import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { TEvaluationSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { percent } from './evaluation-bits'

type Metric = { key: string; label: string; a: number; b: number; text: (v: number) => string }

function metricsOf(
  a: TEvaluationSummary,
  b: TEvaluationSummary,
  t: (k: string, o?: Record<string, unknown>) => string,
): Metric[] {
  const ms = (v: number) => t('ms', { value: v })
  return [
    { key: 'pass', label: t('passRate'), a: a.passRate, b: b.passRate, text: percent },
    { key: 'p50', label: t('latencyP50'), a: a.latencyP50Ms, b: b.latencyP50Ms, text: ms },
    { key: 'p95', label: t('latencyP95'), a: a.latencyP95Ms, b: b.latencyP95Ms, text: ms },
    {
      key: 'tokens',
      label: t('tokens'),
      a: a.inputTokens + a.outputTokens,
      b: b.inputTokens + b.outputTokens,
      text: String,
    },
  ]
}

function Bar({ value, max, color, text }: { value: number; max: number; color: string; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        sx={{
          height: 12,
          borderRadius: 1,
          bgcolor: color,
          width: `${max ? Math.max(2, (value / max) * 100) : 2}%`,
          maxWidth: '75%',
        }}
      />
      <Typography variant="caption">{text}</Typography>
    </Box>
  )
}

/** Bars of run A and run B per figure (pass rate, latency, tokens). */
export function CompareChart({ a, b }: { a: TEvaluationSummary; b: TEvaluationSummary }) {
  const { t } = useTranslation('evaluations')
  return (
    <Box
      role="img"
      aria-label={t('chart')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mb: 2 }}
    >
      {metricsOf(a, b, t).map((m) => {
        const max = Math.max(m.a, m.b)
        return (
          <Box key={m.key}>
            <Typography variant="subtitle2">{m.label}</Typography>
            <Bar value={m.a} max={max} color="primary.main" text={`A · ${m.text(m.a)}`} />
            <Bar value={m.b} max={max} color="secondary.main" text={`B · ${m.text(m.b)}`} />
          </Box>
        )
      })}
    </Box>
  )
}
