import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { AgentStep, StepStatus } from '../model/chat-messages'

/** A v2 node step's status as a small mark (its name is in the tooltip and for screen readers). */
function StepMark({ status }: { status: StepStatus }) {
  const { t } = useTranslation('chatmessage')
  const mark = { INPROGRESS: '…', FINISHED: '✓', STOPPED: '‖', ERROR: '✕' }[status]
  const color = status === 'ERROR' ? 'error.main' : status === 'FINISHED' ? 'success.main' : 'text.secondary'
  const label = t(`stepStatus.${status}`)
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{ color, fontWeight: 700, mr: 0.75 }}
    >
      {mark}
    </Box>
  )
}

/**
 * The steps of an agent run above its answer: what each agent of a Sequential Agents run said, or each
 * node an Agentflow v2 ran (with its status, shown as it runs).
 */
export function AgentSteps({ steps, answer }: { steps: readonly AgentStep[]; answer: string }) {
  const { t } = useTranslation('chatmessage')
  // A step's text that is the answer itself is not repeated above it.
  const textOf = (s: AgentStep) => {
    const said = s.messages.join(' ').trim()
    return said === answer.trim() ? '' : said
  }
  const shown = steps.filter((s) => s.status !== undefined || textOf(s) !== '')
  if (shown.length === 0) return null
  return (
    <Box
      component="ol"
      aria-label={t('agentSteps')}
      sx={{ listStyle: 'none', m: 0, mb: 0.75, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {shown.map((step, i) => (
        <Box
          component="li"
          key={step.nodeId ?? i}
          sx={{ borderLeft: 3, borderColor: 'secondary.light', pl: 1, fontSize: 13, color: 'text.secondary' }}
        >
          {step.status && <StepMark status={step.status} />}
          <Typography
            component="span"
            sx={{ fontWeight: 600, fontSize: 13, color: 'text.primary', mr: 0.75 }}
          >
            {step.agentName}
          </Typography>
          {textOf(step).slice(0, 400)}
        </Box>
      ))}
    </Box>
  )
}
