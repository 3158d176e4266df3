import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useMutation } from '@tanstack/react-query'
import { ASSISTANT_LIMITS, type TAssistantChatModel } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { generateInstructions } from '../../api/assistants'
import { useErrorText } from '../../ui/useNotify'

/** "Generate instructions": describe the task, the chosen model writes the instructions, the user keeps them or not. */
export function GenerateInstructionsDialog(props: {
  unikId: string
  open: boolean
  /** Undefined while no chat model is chosen: the dialog says to choose one first. */
  chatModel: TAssistantChatModel | undefined
  onClose: () => void
  onUse: (instructions: string) => void
}) {
  const { t } = useTranslation('assistants')
  const errorText = useErrorText()
  const [task, setTask] = useState('')
  const generate = useMutation({
    mutationFn: (model: TAssistantChatModel) =>
      generateInstructions(props.unikId, { task, chatModel: model }),
  })
  const close = () => {
    generate.reset()
    props.onClose()
  }
  return (
    <Dialog open={props.open} onClose={close} maxWidth="md" fullWidth aria-labelledby="generate-title">
      <DialogTitle id="generate-title">{t('generate.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {!props.chatModel && <Alert severity="info">{t('generate.chooseModel')}</Alert>}
        <TextField
          label={t('generate.task')}
          helperText={t('generate.taskHint')}
          value={task}
          onChange={(e) => setTask(e.target.value.slice(0, ASSISTANT_LIMITS.instructions))}
          multiline
          minRows={3}
          autoFocus
        />
        {generate.isError && (
          <Alert severity="error">{`${t('generate.failed')}: ${errorText(generate.error)}`}</Alert>
        )}
        {generate.data && (
          <TextField
            label={t('generate.result')}
            value={generate.data.content}
            multiline
            minRows={6}
            maxRows={16}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('translation:common.cancel')}</Button>
        <Button
          variant={generate.data ? 'outlined' : 'contained'}
          loading={generate.isPending}
          disabled={!props.chatModel || task.trim() === ''}
          onClick={() => props.chatModel && generate.mutate(props.chatModel)}
        >
          {t('generate.run')}
        </Button>
        {generate.data && (
          <Button
            variant="contained"
            onClick={() => {
              props.onUse(generate.data.content)
              close()
            }}
          >
            {t('generate.use')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
