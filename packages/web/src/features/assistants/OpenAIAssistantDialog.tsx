import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import { ASSISTANT_MANDATORY_TEXT, OPENAI_ASSISTANT_CREDENTIAL, type TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { useCredentials } from '../credentials/queries'
import { useTools } from '../tools/queries'
import type { FieldProblem } from './assistant-form'
import {
  checkOpenAIForm,
  emptyOpenAIForm,
  isOpenAIFormValid,
  openAIDetailsFromForm,
  type OpenAIAssistantForm,
} from './openai-assistant-form'
import { AssistantIdentityFields, CredentialSelect, InstructionsField } from './AssistantSharedFields'
import { OpenAIFilesField } from './OpenAIFilesField'
import { useCreateAssistant, useUpdateAssistant } from './queries'

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
  const notify = useNotify()
  const credentials = (useCredentials(unikId).data ?? []).filter(
    (c) => c.credentialName === OPENAI_ASSISTANT_CREDENTIAL,
  )
  const tools = useTools(unikId).data ?? []
  const create = useCreateAssistant(unikId)
  const update = useUpdateAssistant(unikId)
  const [form, setForm] = useState<OpenAIAssistantForm>(props.initial ?? emptyOpenAIForm())
  const [showErrors, setShowErrors] = useState(false)
  const check = checkOpenAIForm(form)
  const shown = showErrors ? check : undefined
  const patch = (p: Partial<OpenAIAssistantForm>) => setForm((f) => ({ ...f, ...p }))

  const problemText = (p: FieldProblem | undefined) => {
    if (!p) return undefined
    if (p.key === 'maxLength') return t('translation:validation.maxLength', { max: p.max })
    if (p.key === 'range') return t('range', { min: p.min, max: p.max })
    return undefined
  }
  const helper = (field: keyof OpenAIAssistantForm, hint?: string) => {
    const required = (['name', 'model', 'credential'] as const).find((f) => f === field)
    if (required && shown?.missing.includes(required))
      return { error: true, helperText: t('translation:validation.required') }
    const problem =
      field === 'name' ||
      field === 'description' ||
      field === 'instructions' ||
      field === 'temperature' ||
      field === 'topP'
        ? problemText(shown?.problems[field])
        : undefined
    return problem ? { error: true, helperText: problem } : hint ? { helperText: hint } : {}
  }

  const save = async () => {
    setShowErrors(true)
    if (!isOpenAIFormValid(check)) return
    const body = {
      details: JSON.stringify(openAIDetailsFromForm(form)),
      credential: form.credential,
      iconSrc: form.iconSrc.trim() || null,
    }
    try {
      if (assistant) await update.mutateAsync({ id: assistant.id, body })
      else await create.mutateAsync({ type: 'OPENAI', ...body })
      notify.success(t(assistant ? 'saved' : 'created'))
      props.onClose()
    } catch (e) {
      notify.error(e, t(assistant ? 'saveFailed' : 'addFailed'))
    }
  }

  const chosenTools = form.functionToolIds.map(
    (id) => tools.find((tool) => tool.id === id) ?? { id, name: id },
  )
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
        <Autocomplete
          multiple
          disabled={readOnly}
          options={tools.map((tool) => ({ id: tool.id, name: tool.name }))}
          value={chosenTools}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.name}
          onChange={(_, value) => patch({ functionToolIds: value.map((o) => o.id) })}
          renderInput={(params) => (
            <TextField {...params} label={t('openai.functions')} helperText={t('openai.functionsHint')} />
          )}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.codeInterpreter}
              disabled={readOnly}
              onChange={(e) => patch({ codeInterpreter: e.target.checked })}
            />
          }
          label={t('openai.codeInterpreter')}
        />
        {form.codeInterpreter && (
          <OpenAIFilesField
            unikId={unikId}
            label={t('openai.codeInterpreterFiles')}
            credential={form.credential}
            files={form.codeInterpreterFiles}
            onChange={(codeInterpreterFiles) => patch({ codeInterpreterFiles })}
            disabled={readOnly}
          />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={form.fileSearch}
              disabled={readOnly}
              onChange={(e) => patch({ fileSearch: e.target.checked })}
            />
          }
          label={t('openai.fileSearch')}
        />
        {form.fileSearch && (
          <OpenAIFilesField
            unikId={unikId}
            label={t('openai.fileSearchFiles')}
            credential={form.credential}
            files={form.fileSearchFiles}
            onChange={(fileSearchFiles) => patch({ fileSearchFiles })}
            disabled={readOnly}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t('translation:common.cancel')}</Button>
        {!readOnly && (
          <Button
            variant="contained"
            loading={create.isPending || update.isPending}
            onClick={() => void save()}
          >
            {assistant ? t('translation:common.save') : t('add')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
