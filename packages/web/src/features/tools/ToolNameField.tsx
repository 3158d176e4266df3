import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { suggestToolName, TOOL_NAME_MAX, toolNameError } from './tool-form'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Why a tool name cannot be saved, or null. */
export function toolNameErrorText(t: Translate, name: string): string | null {
  const problem = toolNameError(name)
  return problem === 'required'
    ? t('translation:validation.required')
    : problem === 'maxLength'
      ? t('translation:validation.maxLength', { max: TOOL_NAME_MAX })
      : problem === 'invalid'
        ? t('nameInvalid')
        : null
}

/** The tool's name (an identifier): its error, with a valid name to use instead when there is one. */
export function ToolNameField({
  value,
  onChange,
  error,
  showError,
  readOnly,
}: {
  value: string
  onChange: (name: string) => void
  error: string | null
  showError: boolean
  readOnly: boolean
}) {
  const { t } = useTranslation(['tools', 'translation'])
  const suggestion = toolNameError(value) === 'invalid' ? suggestToolName(value) : ''
  return (
    <TextField
      id="tool-name"
      label={t('name')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={showError}
      helperText={
        showError ? (
          <>
            {error}
            {suggestion && !readOnly && (
              <>
                {' '}
                <Link component="button" type="button" onClick={() => onChange(suggestion)}>
                  {t('useSuggestion', { name: suggestion })}
                </Link>
              </>
            )}
          </>
        ) : (
          t('nameHint')
        )
      }
      required
      autoFocus={!readOnly}
      fullWidth
      slotProps={{ htmlInput: { readOnly, spellCheck: false, autoComplete: 'off' } }}
    />
  )
}
