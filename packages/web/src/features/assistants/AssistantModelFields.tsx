import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { assistantBasePathInputs, isCredentialRequired } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCatalogueText } from '../../i18n/catalogue-text'
import { NUMBER_FIELDS, type NumberField } from './assistant-form'
import type { AssistantFormFieldsProps } from './assistant-form-fields-props'
import { CredentialSelect } from './AssistantSharedFields'
import { SECTION_SX } from './section-sx'
import type { AssistantFieldHelp } from './use-assistant-field-help'

const NUMBER_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
}

/** The model section: chat model, its credential, model name, sampling numbers, base path and options. */
export function AssistantModelFields(props: AssistantFormFieldsProps & { help: AssistantFieldHelp }) {
  const { form, onChange, components, readOnly, help: helper } = props
  const { t } = useTranslation(['assistants', 'translation'])
  const text = useCatalogueText()
  const model = components.chatModels.find((m) => m.name === form.modelNode)
  const credentials = props.credentials.filter((c) => model?.credentialNames.includes(c.credentialName))
  const credentialRequired = isCredentialRequired(
    model?.credentialRule,
    assistantBasePathInputs(form.basePath),
  )
  const credentialHints = [
    credentials.length === 0 ? t('noCredentials') : '',
    model?.credentialRule?.optionalWhenSet ? t('credentialOptionalWithBasePath') : '',
  ].filter(Boolean)
  const credentialHint = credentialHints.length > 0 ? credentialHints.join(' ') : undefined
  const numberField = (field: NumberField) => (
    <TextField
      key={field}
      label={t(`fields.${field}`)}
      value={form[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      disabled={readOnly}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'aria-label': t(`fields.${field}`),
          min: NUMBER_FIELDS[field].min,
          max: NUMBER_FIELDS[field].max,
        },
      }}
      {...helper(field)}
    />
  )

  return (
    <>
      <Typography variant="h5" component="h2" sx={SECTION_SX}>
        {t('sections.model')}
      </Typography>
      <TextField
        select
        required
        label={t('fields.chatModel')}
        value={form.modelNode}
        onChange={(e) => onChange({ modelNode: e.target.value, credential: '' })}
        disabled={readOnly}
        {...helper('modelNode')}
      >
        {components.chatModels.map((m) => (
          <MenuItem key={m.name} value={m.name}>
            {text(m.label)}
          </MenuItem>
        ))}
      </TextField>
      {model && model.credentialNames.length > 0 && (
        <CredentialSelect
          unikId={props.unikId}
          kinds={model.credentialNames}
          required={credentialRequired}
          label={t('fields.credential')}
          value={form.credential}
          credentials={credentials}
          onChange={(credential) => onChange({ credential })}
          disabled={readOnly}
          help={helper('credential', credentialHint)}
        />
      )}
      <TextField
        required
        label={t('fields.modelName')}
        value={form.modelName}
        onChange={(e) => onChange({ modelName: e.target.value })}
        disabled={readOnly}
        {...helper('modelName', t('modelNameHint'))}
      />
      <Box sx={NUMBER_GRID}>
        {(
          ['temperature', 'topP', 'maxTokens', 'frequencyPenalty', 'presencePenalty', 'timeout'] as const
        ).map(numberField)}
      </Box>
      <TextField
        label={t('fields.basePath')}
        value={form.basePath}
        onChange={(e) => onChange({ basePath: e.target.value })}
        disabled={readOnly}
        {...helper('basePath')}
      />
      <TextField
        label={t('fields.baseOptions')}
        value={form.baseOptions}
        onChange={(e) => onChange({ baseOptions: e.target.value })}
        disabled={readOnly}
        multiline
        minRows={2}
        {...helper('baseOptions', t('baseOptionsHint'))}
      />
    </>
  )
}
