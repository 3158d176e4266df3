import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined'
import { useTranslation } from 'react-i18next'
import type { AssistantFormFieldsProps } from './assistant-form-fields-props'
import { AssistantModelFields } from './AssistantModelFields'
import { AssistantIdentityFields, InstructionsField } from './AssistantSharedFields'
import { AssistantToolsField } from './AssistantToolsField'
import { KnowledgeField } from './KnowledgeField'
import { SECTION_SX } from './section-sx'
import { useAssistantFieldHelp } from './use-assistant-field-help'

export function AssistantFormFields(props: AssistantFormFieldsProps) {
  const { form, onChange, check, readOnly } = props
  const { t } = useTranslation(['assistants', 'translation'])
  const helper = useAssistantFieldHelp(check)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <AssistantIdentityFields values={form} onChange={onChange} disabled={readOnly} help={helper} />

      <AssistantModelFields {...props} help={helper} />

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
      <AssistantToolsField {...props} />

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
