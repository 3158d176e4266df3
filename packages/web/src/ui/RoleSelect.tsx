import FormControl from '@mui/material/FormControl'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import type { SxProps, Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { UNIK_ROLE_VALUES, type TUnikRole } from '@unikflow/graph'

const isRole = (value: unknown): value is TUnikRole => UNIK_ROLE_VALUES.some((r) => r === value)

/** A unik role picker (add a member, invite by link). */
export function RoleSelect({
  id,
  value,
  onChange,
  size,
  disabled,
  sx,
}: {
  id: string
  value: TUnikRole
  onChange: (role: TUnikRole) => void
  size?: 'small' | 'medium'
  disabled?: boolean
  sx?: SxProps<Theme>
}) {
  const { t } = useTranslation('uniks')
  return (
    <FormControl size={size} disabled={disabled} fullWidth={size !== 'small'} sx={sx}>
      <InputLabel id={`${id}-label`}>{t('members.role')}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={t('members.role')}
        value={value}
        onChange={(e) => {
          if (isRole(e.target.value)) onChange(e.target.value)
        }}
      >
        {UNIK_ROLE_VALUES.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`roles.${r}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  )
}
