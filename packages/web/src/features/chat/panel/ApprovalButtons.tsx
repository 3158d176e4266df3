import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { AgentApproval } from '../model/chat-messages'

/** A tool call waiting for the person: Proceed or Reject, sent back as the next question. */
export function ApprovalButtons({
  approval,
  onReply,
}: {
  approval: AgentApproval
  onReply: (text: string) => void
}) {
  const { t } = useTranslation('chatmessage')
  const [answered, setAnswered] = useState<string | null>(null)
  const reply = (text: string) => {
    setAnswered(text)
    onReply(text)
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
        {/* A tool call names its tools; an Agentflow v2 Human Input asks for a decision only. */}
        {approval.tools.length > 0 ? (
          <>
            {t('approvalNeeded')} <strong>{approval.tools.join(', ')}</strong>
          </>
        ) : (
          t('decisionNeeded')
        )}
      </Typography>
      {answered === null ? (
        <>
          <Button size="small" variant="contained" onClick={() => reply(approval.approve)}>
            {approval.approve}
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => reply(approval.reject)}>
            {approval.reject}
          </Button>
        </>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('approvalAnswered', { answer: answered })}
        </Typography>
      )}
    </Box>
  )
}
