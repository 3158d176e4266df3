import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import GridViewOutlined from '@mui/icons-material/GridViewOutlined'
import ViewListOutlined from '@mui/icons-material/ViewListOutlined'
import { useTranslation } from 'react-i18next'

export type View = 'grid' | 'list'

/** Cards or table. */
export function ViewToggle({ value, onChange }: { value: View; onChange: (next: View) => void }) {
  const { t } = useTranslation('chatflows')
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_e, next: View | null) => {
        if (next) onChange(next)
      }}
    >
      <ToggleButton value="grid" aria-label={t('gridView')}>
        <GridViewOutlined fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label={t('listView')}>
        <ViewListOutlined fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  )
}
