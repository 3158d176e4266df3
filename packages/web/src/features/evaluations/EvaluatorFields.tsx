import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { TCredentialSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { EVALUATOR_CHOICES, type EvaluatorForm, type TEvaluatorChoice } from './evaluator-form'

type Change = (next: EvaluatorForm) => void

function CredentialSelect(props: {
  value: string
  credentials: TCredentialSummary[]
  onChange: (id: string) => void
}) {
  const { t } = useTranslation('evaluations')
  return (
    <TextField
      select
      size="small"
      label={t('credential')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{t('none')}</MenuItem>
      {props.credentials.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** The fields of one switched-on evaluator. */
function ChoiceFields({
  choice,
  form,
  onChange,
  credentials,
}: {
  choice: TEvaluatorChoice
  form: EvaluatorForm
  onChange: Change
  credentials: TCredentialSummary[]
}) {
  const { t } = useTranslation('evaluations')
  const field = (label: string, value: string, set: (v: string) => void, extra: object = {}) => (
    <TextField size="small" label={label} value={value} onChange={(e) => set(e.target.value)} {...extra} />
  )
  switch (choice) {
    case 'contains':
    case 'notContains':
    case 'regex':
      return field(
        t(`value.${choice}`),
        form.text[choice] ?? '',
        (v) => onChange({ ...form, text: { ...form.text, [choice]: v } }),
        { fullWidth: true },
      )
    case 'json':
      return field(t('jsonSchema'), form.jsonSchema, (v) => onChange({ ...form, jsonSchema: v }), {
        fullWidth: true,
        multiline: true,
      })
    case 'latency':
      return field(t('maxLatencyMs'), form.maxLatencyMs, (v) => onChange({ ...form, maxLatencyMs: v }))
    case 'length':
      return field(t('maxLength'), form.maxLength, (v) => onChange({ ...form, maxLength: v }))
    case 'code':
      return field(t('code'), form.code, (v) => onChange({ ...form, code: v }), {
        fullWidth: true,
        multiline: true,
        minRows: 2,
      })
    case 'judge': {
      const set = (patch: Partial<EvaluatorForm['judge']>) =>
        onChange({ ...form, judge: { ...form.judge, ...patch } })
      return (
        <Stack spacing={1} sx={{ width: '100%' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {field(t('chatModelNode'), form.judge.nodeName, (v) => set({ nodeName: v }))}
            <CredentialSelect
              value={form.judge.credentialId}
              credentials={credentials}
              onChange={(v) => set({ credentialId: v })}
            />
            {field(t('modelName'), form.judge.modelName, (v) => set({ modelName: v }))}
            {field(t('passScore'), form.judge.threshold, (v) => set({ threshold: v }))}
          </Stack>
          {field(t('rubric'), form.judge.rubric, (v) => set({ rubric: v }), {
            fullWidth: true,
            multiline: true,
            minRows: 2,
          })}
        </Stack>
      )
    }
    case 'similarity': {
      const set = (patch: Partial<EvaluatorForm['similarity']>) =>
        onChange({ ...form, similarity: { ...form.similarity, ...patch } })
      return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {field(t('embeddingsNode'), form.similarity.nodeName, (v) => set({ nodeName: v }))}
          <CredentialSelect
            value={form.similarity.credentialId}
            credentials={credentials}
            onChange={(v) => set({ credentialId: v })}
          />
          {field(t('threshold'), form.similarity.threshold, (v) => set({ threshold: v }))}
        </Stack>
      )
    }
    case 'exact':
      return null
  }
}

/** Each evaluator as a checkbox, with its fields under it while it is on. */
export function EvaluatorFields({
  form,
  onChange,
  credentials,
}: {
  form: EvaluatorForm
  onChange: Change
  credentials: TCredentialSummary[]
}) {
  const { t } = useTranslation('evaluations')
  return (
    <Stack spacing={0.5}>
      {EVALUATOR_CHOICES.map((choice) => (
        <Stack key={choice} spacing={1} sx={{ pb: form.on[choice] ? 1 : 0 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.on[choice]}
                onChange={(e) => onChange({ ...form, on: { ...form.on, [choice]: e.target.checked } })}
              />
            }
            label={t(`evaluator.${choice}`)}
          />
          {form.on[choice] && (
            <Stack sx={{ pl: 4 }}>
              <ChoiceFields choice={choice} form={form} onChange={onChange} credentials={credentials} />
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  )
}
