import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import type { TUnikRole } from '@unikflow/graph'

const ROLE_COLOR: Record<TUnikRole, 'primary' | 'secondary' | 'success' | 'default'> = {
  owner: 'primary',
  admin: 'secondary',
  editor: 'success',
  member: 'default',
}

export function RoleChip({ role }: { role: TUnikRole }) {
  const { t } = useTranslation('uniks')
  return <Chip size="small" variant="outlined" color={ROLE_COLOR[role]} label={t(`roles.${role}`)} />
}
