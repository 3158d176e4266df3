import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { chatWithOpenAIAssistant } from '../../api/assistants'
import { useErrorText } from '../../ui/useNotify'
import { ChatMarkdown } from '../chat/panel/ChatMarkdown'

type Turn = { role: 'user' | 'assistant'; text: string; tools?: string[] }

/** Chat with an OpenAI assistant: one thread per opening of the dialog, its id sent back each turn. */
export function OpenAIChatDialog(props: {
  unikId: string
  assistantId: string
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation(['assistants', 'translation'])
  const errorText = useErrorText()
  const [turns, setTurns] = useState<Turn[]>([])
  const [question, setQuestion] = useState('')
  const [threadId, setThreadId] = useState<string>()
  const ask = useMutation({
    mutationFn: (q: string) =>
      chatWithOpenAIAssistant(props.unikId, props.assistantId, {
        question: q,
        ...(threadId ? { threadId } : {}),
      }),
    onSuccess: (answer) => {
      setThreadId(answer.threadId)
      setTurns((all) => [
        ...all,
        { role: 'assistant', text: answer.text, tools: answer.usedTools.map((u) => u.tool) },
      ])
    },
  })
  const send = () => {
    const q = question.trim()
    if (!q || ask.isPending) return
    setTurns((all) => [...all, { role: 'user', text: q }])
    setQuestion('')
    ask.mutate(q)
  }
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="openai-chat-title">
      <DialogTitle id="openai-chat-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {t('previewTitle', { name: props.name })}
        </Box>
        <IconButton aria-label={t('translation:common.close')} onClick={props.onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 360 }}>
        <Box
          role="log"
          aria-live="polite"
          sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {turns.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('openai.chatHint')}
            </Typography>
          )}
          {turns.map((turn, i) => (
            <Paper
              key={i}
              variant="outlined"
              sx={{
                px: 1.5,
                py: 1,
                maxWidth: '85%',
                alignSelf: turn.role === 'user' ? 'flex-end' : 'flex-start',
                bgcolor: turn.role === 'user' ? 'primary.main' : 'background.paper',
                color: turn.role === 'user' ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {turn.role === 'user' ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {turn.text}
                </Typography>
              ) : (
                <ChatMarkdown text={turn.text} />
              )}
              {turn.tools && turn.tools.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {t('openai.usedTools', { tools: turn.tools.join(', ') })}
                </Typography>
              )}
            </Paper>
          ))}
          {ask.isError && <Alert severity="error">{errorText(ask.error)}</Alert>}
        </Box>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1 }}
          onSubmit={(e) => {
            e.preventDefault()
            send()
          }}
        >
          <TextField
            fullWidth
            size="small"
            label={t('openai.question')}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained" loading={ask.isPending} disabled={!question.trim()}>
            {t('openai.send')}
          </Button>
        </Box>
      </DialogContent>
    </Dialog>
  )
}
