import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type TLanguage } from '../../i18n/namespaces'

const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', ru: 'Русский' }

/** en/ru switch; the language detector stores the choice under `i18nextLng`. */
export function LanguageSwitch({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const { t, i18n } = useTranslation()
  const current = i18n.resolvedLanguage ?? i18n.language
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={current}
      aria-label={t('profile.language')}
      onChange={(_e, value: unknown) => {
        if (typeof value === 'string') void i18n.changeLanguage(value)
      }}
    >
      {LANGUAGES.map((lng) => (
        <ToggleButton key={lng} value={lng} lang={lng} sx={{ px: 2 }}>
          {LANGUAGE_NAMES[lng]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
