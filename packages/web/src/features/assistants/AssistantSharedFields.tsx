import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import AddOutlined from '@mui/icons-material/AddOutlined'
import TextField from '@mui/material/TextField'
import { ASSISTANT_LIMITS, type TCredentialSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { NewCredentialDialogs } from '../credentials/NewCredentialDialogs'

/** What a form puts under a field: its error, or a hint. */
export type FieldHelp = { error?: boolean; helperText?: string }

type Identity = { name: string; description: string; iconSrc: string }

/** "x / max" under a text field with a length limit. */
export const lengthCounter = (text: string, max: number) => `${text.length} / ${max}`

/** Name, description and icon: the fields that open both the custom and the OpenAI assistant forms. */
export function AssistantIdentityFields(props: {
  values: Identity
  onChange: (patch: Partial<Identity>) => void
  disabled: boolean
  /** The form's own help for a field; `hint` is shown when the field has no error. */
  help: (field: keyof Identity, hint?: string) => FieldHelp
}) {
  const { values, onChange, disabled, help } = props
  const { t } = useTranslation(['assistants', 'translation'])
  return (
    <>
      <TextField
        required
        label={t('fields.name')}
        value={values.name}
        onChange={(e) => onChange({ name: e.target.value })}
        disabled={disabled}
        {...help('name', lengthCounter(values.name, ASSISTANT_LIMITS.name))}
      />
      <TextField
        label={t('fields.description')}
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
        disabled={disabled}
        multiline
        minRows={2}
        {...help('description', lengthCounter(values.description, ASSISTANT_LIMITS.description))}
      />
      <TextField
        label={t('fields.iconSrc')}
        value={values.iconSrc}
        onChange={(e) => onChange({ iconSrc: e.target.value })}
        disabled={disabled}
        {...help('iconSrc', t('iconHint'))}
      />
    </>
  )
}

/** The assistant's instructions (its system message), with its length counter. */
export function InstructionsField(props: {
  value: string
  onChange: (instructions: string) => void
  disabled: boolean
  rows: { min: number; max: number }
  help: (field: 'instructions', hint?: string) => FieldHelp
}) {
  const { t } = useTranslation(['assistants', 'translation'])
  return (
    <TextField
      label={t('fields.instructions')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      disabled={props.disabled}
      multiline
      minRows={props.rows.min}
      maxRows={props.rows.max}
      {...props.help('instructions', lengthCounter(props.value, ASSISTANT_LIMITS.instructions))}
    />
  )
}

/**
 * A choice among the unik's credentials that fit, and "Create new" beside it: the credential dialog in
 * place, the new credential then chosen (the rest of the form stays as it is).
 */
export function CredentialSelect(props: {
  unikId: string
  /** The credential kinds that fit; "Create new" offers these. */
  kinds: readonly string[]
  label: string
  value: string
  required: boolean
  credentials: TCredentialSummary[]
  onChange: (credential: string) => void
  disabled: boolean
  help: FieldHelp
}) {
  const { t } = useTranslation(['assistants'])
  const [creating, setCreating] = useState(false)
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        id="assistant-credential"
        required={props.required}
        label={props.label}
        value={props.credentials.some((c) => c.id === props.value) ? props.value : ''}
        onChange={(e) => props.onChange(e.target.value)}
        disabled={props.disabled}
        sx={{ flexGrow: 1 }}
        {...props.help}
      >
        {props.credentials.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {!props.disabled && (
        <Button
          startIcon={<AddOutlined />}
          onClick={() => setCreating(true)}
          sx={{ mt: 1.25, flexShrink: 0 }}
        >
          {t('createCredential')}
        </Button>
      )}
      <NewCredentialDialogs
        unikId={props.unikId}
        kinds={props.kinds}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={props.onChange}
      />
    </Box>
  )
}
