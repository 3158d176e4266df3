import { memo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import BuildOutlined from '@mui/icons-material/BuildOutlined'
import ContentCopy from '@mui/icons-material/ContentCopy'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import LinkIcon from '@mui/icons-material/Link'
import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined'
import ThumbDownAlt from '@mui/icons-material/ThumbDownAlt'
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined'
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt'
import type { TFeedbackRating } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import type { AgentApproval, AgentStep, ChatBubble, StepStatus, UsedTool } from '../model/chat-messages'
import {
  dedupeSourceDocuments,
  isUrlSource,
  sourceChipLabel,
  sourceOf,
  type SourceDocument,
} from '../model/source-docs'
import { ChatAttachments } from './ChatAttachments'
import { ChatMarkdown } from './ChatMarkdown'

export interface BubbleActions {
  onSource: (doc: SourceDocument) => void
  onTool: (tool: UsedTool) => void
  /** Absent where feedback is not offered (stored transcripts, the greeting). */
  onFeedback?: (bubble: ChatBubble, rating: TFeedbackRating) => void
  /** Sends a reply as the next question (an approval's Proceed / Reject); absent where nobody can answer. */
  onReply?: (text: string) => void
}

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
function AgentSteps({ steps, answer }: { steps: readonly AgentStep[]; answer: string }) {
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

/** A tool call waiting for the person: Proceed or Reject, sent back as the next question. */
function ApprovalButtons({
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

/** One message of the chat: the question on the right, the answer (markdown, sources, tools) on the left. */
export const ChatBubbleView = memo(function ChatBubbleView({
  bubble,
  actions,
}: {
  bubble: ChatBubble
  actions: BubbleActions
}) {
  const { t } = useTranslation('chatmessage')
  const [copied, setCopied] = useState(false)
  const isUser = bubble.role === 'userMessage'
  const sources = bubble.sourceDocuments ? dedupeSourceDocuments(bubble.sourceDocuments) : []
  const streaming = bubble.status === 'streaming'

  const copy = () => {
    void navigator.clipboard?.writeText(bubble.content).then(() => {
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
    })
  }

  if (isUser)
    return (
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', pl: 5 }}
        data-testid="chat-question"
      >
        {bubble.attachments && <ChatAttachments items={bubble.attachments} />}
        {bubble.content && (
          <Box
            sx={{
              px: 1.75,
              py: 1,
              borderRadius: 2.5,
              borderBottomRightRadius: 4,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: 14,
              lineHeight: 1.5,
            }}
          >
            {bubble.content}
          </Box>
        )}
      </Box>
    )

  const rating = bubble.feedback
  return (
    <Box sx={{ pr: 3 }} data-testid="chat-answer" aria-busy={streaming}>
      <Box
        sx={{
          px: 1.75,
          py: 1.1,
          borderRadius: 2.5,
          borderBottomLeftRadius: 4,
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.06)' : 'grey.100'),
          border: 1,
          borderColor: 'divider',
          color: 'text.primary',
        }}
      >
        {bubble.agentSteps && <AgentSteps steps={bubble.agentSteps} answer={bubble.content} />}
        {bubble.content ? (
          <ChatMarkdown text={bubble.content} />
        ) : bubble.approval ? null : streaming ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', fontSize: 14 }}>
            <CircularProgress size={14} />
            {t('thinking')}
          </Box>
        ) : bubble.status === 'done' ? (
          <Typography variant="body2" color="text.secondary">
            {t('stopped')}
          </Typography>
        ) : null}
        {bubble.approval && !streaming && actions.onReply && (
          <ApprovalButtons approval={bubble.approval} onReply={actions.onReply} />
        )}
        {bubble.status === 'error' && (
          <Alert severity="error" sx={{ mt: bubble.content ? 1 : 0, py: 0 }} role="alert">
            {t('error')}
            {bubble.errorDetail && (
              <Typography variant="caption" component="div" sx={{ overflowWrap: 'anywhere' }}>
                {bubble.errorDetail}
              </Typography>
            )}
          </Alert>
        )}
        {bubble.notStored && (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
            {t('notStored')}
          </Alert>
        )}
      </Box>
      {sources.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}
          aria-label={t('sources')}
          role="list"
        >
          {sources.map((doc, i) => (
            <Chip
              key={i}
              role="listitem"
              size="small"
              variant="outlined"
              icon={isUrlSource(sourceOf(doc)) ? <LinkIcon /> : <DescriptionOutlined />}
              label={sourceChipLabel(doc)}
              title={sourceOf(doc)}
              onClick={() => actions.onSource(doc)}
            />
          ))}
        </Box>
      )}
      {bubble.usedTools && bubble.usedTools.length > 0 && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}
          aria-label={t('tools')}
          role="list"
        >
          {bubble.usedTools.map((tool, i) => (
            <Chip
              key={i}
              role="listitem"
              size="small"
              color="secondary"
              variant="outlined"
              icon={<BuildOutlined />}
              label={tool.tool}
              onClick={() => actions.onTool(tool)}
            />
          ))}
        </Box>
      )}
      {!streaming && !bubble.isGreeting && bubble.content && (
        <Box sx={{ display: 'flex', gap: 0.25, mt: 0.25, color: 'text.secondary' }}>
          <Tooltip title={copied ? t('copied') : t('copy')}>
            <IconButton size="small" aria-label={t('copy')} onClick={copy}>
              <ContentCopy sx={{ fontSize: 16 }} />
            </IconButton>
          </Tooltip>
          {actions.onFeedback && bubble.messageId && (
            <>
              <Tooltip title={t('thumbsUp')}>
                <IconButton
                  size="small"
                  aria-label={t('thumbsUp')}
                  aria-pressed={rating === 'THUMBS_UP'}
                  color={rating === 'THUMBS_UP' ? 'success' : 'default'}
                  onClick={() => actions.onFeedback?.(bubble, 'THUMBS_UP')}
                >
                  {rating === 'THUMBS_UP' ? (
                    <ThumbUpAlt sx={{ fontSize: 16 }} />
                  ) : (
                    <ThumbUpAltOutlined sx={{ fontSize: 16 }} />
                  )}
                </IconButton>
              </Tooltip>
              <Tooltip title={t('thumbsDown')}>
                <IconButton
                  size="small"
                  aria-label={t('thumbsDown')}
                  aria-pressed={rating === 'THUMBS_DOWN'}
                  color={rating === 'THUMBS_DOWN' ? 'error' : 'default'}
                  onClick={() => actions.onFeedback?.(bubble, 'THUMBS_DOWN')}
                >
                  {rating === 'THUMBS_DOWN' ? (
                    <ThumbDownAlt sx={{ fontSize: 16 }} />
                  ) : (
                    <ThumbDownAltOutlined sx={{ fontSize: 16 }} />
                  )}
                </IconButton>
              </Tooltip>
            </>
          )}
        </Box>
      )}
    </Box>
  )
})
