import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { ASSISTANT_MANDATORY_TEXT, OPENAI_ASSISTANT_CREDENTIAL, type TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCredentials } from '../credentials/queries'
import {
  checkOpenAIForm,
  emptyOpenAIForm,
  isOpenAIFormValid,
  type OpenAIAssistantForm,
} from './openai-assistant-form'
import { AssistantIdentityFields, CredentialSelect, InstructionsField } from './AssistantSharedFields'
import { OpenAIAssistantToolFields } from './OpenAIAssistantToolFields'
import { useOpenAIFieldHelp, useSaveOpenAIAssistant } from './use-openai-assistant-form'

const NUMBER_GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }

/** Add or edit an OpenAI assistant: saved at the provider of the chosen OpenAI credential, then here. */
export function OpenAIAssistantDialog(props: {
  unikId: string
  /** Undefined: a new assistant. */
  assistant: TAssistant | undefined
  initial: OpenAIAssistantForm | undefined
  readOnly: boolean
  onClose: () => void
}) {
  const { unikId, assistant, readOnly } = props
  const { t } = useTranslation(['assistants', 'translation'])
  const credentials = (useCredentials(unikId).data ?? []).filter(
    (c) => c.credentialName === OPENAI_ASSISTANT_CREDENTIAL,
  )
  const { saveForm, saving } = useSaveOpenAIAssistant(unikId, assistant, props.onClose)
  const [form, setForm] = useState<OpenAIAssistantForm>(props.initial ?? emptyOpenAIForm())
  const [showErrors, setShowErrors] = useState(false)
  const check = checkOpenAIForm(form)
  const shown = showErrors ? check : undefined
  const patch = (p: Partial<OpenAIAssistantForm>) => setForm((f) => ({ ...f, ...p }))

  const helper = useOpenAIFieldHelp(shown)
  const save = async () => {
    setShowErrors(true)
    if (isOpenAIFormValid(check)) await saveForm(form)
  }

  return (
    <Dialog open onClose={props.onClose} maxWidth="md" fullWidth aria-labelledby="openai-assistant-title">
      <DialogTitle id="openai-assistant-title">
        {assistant ? t('openai.editTitle', { name: form.name }) : t('openai.newTitle')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {shown && shown.missing.length > 0 && (
          <Alert severity="error" role="alert">
            {t('mandatory', { defaultValue: ASSISTANT_MANDATORY_TEXT })}
          </Alert>
        )}
        <CredentialSelect
          unikId={unikId}
          kinds={[OPENAI_ASSISTANT_CREDENTIAL]}
          required
          label={t('openai.credential')}
          value={form.credential}
          credentials={credentials}
          onChange={(credential) => patch({ credential })}
          disabled={readOnly}
          help={helper(
            'credential',
            credentials.length === 0 ? t('openai.noCredential') : t('openai.credentialHint'),
          )}
        />
        <AssistantIdentityFields values={form} onChange={patch} disabled={readOnly} help={helper} />
        <TextField
          required
          label={t('openai.model')}
          value={form.model}
          onChange={(e) => patch({ model: e.target.value })}
          disabled={readOnly}
          {...helper('model', t('modelNameHint'))}
        />
        <InstructionsField
          value={form.instructions}
          onChange={(instructions) => patch({ instructions })}
          disabled={readOnly}
          rows={{ min: 4, max: 12 }}
          help={helper}
        />
        <Box sx={NUMBER_GRID}>
          <TextField
            label={t('fields.temperature')}
            value={form.temperature}
            onChange={(e) => patch({ temperature: e.target.value })}
            disabled={readOnly}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...helper('temperature')}
          />
          <TextField
            label={t('fields.topP')}
            value={form.topP}
            onChange={(e) => patch({ topP: e.target.value })}
            disabled={readOnly}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...helper('topP')}
          />
        </Box>
        <OpenAIAssistantToolFields unikId={unikId} form={form} onChange={patch} readOnly={readOnly} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t('translation:common.cancel')}</Button>
        {!readOnly && (
          <Button variant="contained" loading={saving} onClick={() => void save()}>
            {assistant ? t('translation:common.save') : t('add')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
