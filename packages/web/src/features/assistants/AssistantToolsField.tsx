import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { ASSISTANT_LIMITS, type TAssistantTool } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCatalogueText } from '../../i18n/catalogue-text'
import { toolKey } from './assistant-form'
import type { AssistantFormFieldsProps } from './assistant-form-fields-props'

type ToolOption = { tool: TAssistantTool; label: string; group: string }

/** The tools the assistant may call: saved custom tools and built-in tool nodes, grouped. */
export function AssistantToolsField(props: AssistantFormFieldsProps) {
  const { form, onChange, check, components, readOnly } = props
  const { t } = useTranslation(['assistants', 'translation'])
  const text = useCatalogueText()
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
  return (
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
  )
}
