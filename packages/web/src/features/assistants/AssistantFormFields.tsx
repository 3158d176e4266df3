import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined'
import {
  ASSISTANT_LIMITS,
  assistantBasePathInputs,
  isCredentialRequired,
  type TAssistantComponents,
  type TAssistantTool,
  type TCredentialSummary,
  type TDocumentStore,
  type TTool,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCatalogueText } from '../../i18n/catalogue-text'
import {
  NUMBER_FIELDS,
  toolKey,
  type AssistantForm,
  type FieldProblem,
  type FormCheck,
  type NumberField,
} from './assistant-form'
import { AssistantIdentityFields, CredentialSelect, InstructionsField } from './AssistantSharedFields'
import { KnowledgeField } from './KnowledgeField'

export interface AssistantFormFieldsProps {
  unikId: string
  form: AssistantForm
  onChange: (patch: Partial<AssistantForm>) => void
  /** Shown once the user tried to save. */
  check: FormCheck | null
  components: TAssistantComponents
  credentials: TCredentialSummary[]
  savedTools: TTool[]
  documentStores: TDocumentStore[]
  readOnly: boolean
  onGenerate: () => void
}

type ToolOption = { tool: TAssistantTool; label: string; group: string }

const SECTION_SX = { fontSize: 15, fontWeight: 600, mt: 1 }
const NUMBER_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
}

export function AssistantFormFields(props: AssistantFormFieldsProps) {
  const { form, onChange, check, components, readOnly } = props
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
  const missing = (field: FormCheck['missing'][number]) => check?.missing.includes(field) ?? false
  const problemText = (p: FieldProblem | undefined): string | undefined => {
    if (!p) return undefined
    switch (p.key) {
      case 'maxLength':
        return t('translation:validation.maxLength', { max: p.max })
      case 'range':
        return p.max === undefined ? t('rangeMin', { min: p.min }) : t('range', { min: p.min, max: p.max })
      case 'integer':
        return t('integer')
      case 'invalidJson':
        return t('invalidJson')
    }
  }
  const helper = (field: keyof AssistantForm, hint?: string) => {
    const required = (['name', 'modelNode', 'modelName', 'credential'] as const).find((f) => f === field)
    if (required && missing(required))
      return { error: true, helperText: t('translation:validation.required') }
    const text = problemText(check?.problems[field])
    return text ? { error: true, helperText: text } : hint ? { helperText: hint } : {}
  }

  const toolOptions: ToolOption[] = [
    ...props.savedTools.map((tool) => ({
      tool: { kind: 'custom' as const, toolId: tool.id },
      label: tool.name,
      group: t('toolGroups.custom'),
    })),
    ...components.tools.map((c) => ({
      tool: { kind: 'node' as const, name: c.name },
      label: text(c.label),
      group: t('toolGroups.builtIn'),
    })),
  ]
  const chosen = form.tools.map(
    (tool) =>
      toolOptions.find((o) => toolKey(o.tool) === toolKey(tool)) ?? {
        tool,
        label: tool.kind === 'custom' ? tool.toolId : tool.name,
        group: '',
      },
  )
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <AssistantIdentityFields values={form} onChange={onChange} disabled={readOnly} help={helper} />

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

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Typography variant="h5" component="h2" sx={{ ...SECTION_SX, mt: 0, flexGrow: 1 }}>
          {t('sections.instructions')}
        </Typography>
        {!readOnly && (
          <Button size="small" startIcon={<AutoAwesomeOutlined />} onClick={props.onGenerate}>
            {t('generate.button')}
          </Button>
        )}
      </Box>
      <InstructionsField
        value={form.instructions}
        onChange={(instructions) => onChange({ instructions })}
        disabled={readOnly}
        rows={{ min: 5, max: 16 }}
        help={helper}
      />

      <Typography variant="h5" component="h2" sx={SECTION_SX}>
        {t('sections.tools')}
      </Typography>
      <Autocomplete
        multiple
        disabled={readOnly}
        options={toolOptions}
        groupBy={(o) => o.group}
        value={chosen}
        isOptionEqualToValue={(a, b) => toolKey(a.tool) === toolKey(b.tool)}
        getOptionLabel={(o) => o.label}
        onChange={(_, value) => onChange({ tools: value.map((o) => o.tool) })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('fields.tools')}
            error={check?.tooManyTools ?? false}
            helperText={
              check?.tooManyTools
                ? t('tooManyTools', { max: ASSISTANT_LIMITS.tools })
                : t('toolsHint', { count: form.tools.length, max: ASSISTANT_LIMITS.tools })
            }
          />
        )}
      />

      <Typography variant="h5" component="h2" sx={SECTION_SX}>
        {t('sections.knowledge')}
      </Typography>
      <KnowledgeField
        stores={props.documentStores}
        value={form.documentStoreIds}
        onChange={(documentStoreIds) => onChange({ documentStoreIds })}
        readOnly={readOnly}
      />
    </Box>
  )
}
