import { useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import type { TTemplateSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCatalogueText } from '../../i18n/catalogue-text'
import { MainCard } from '../../ui/MainCard'
import { DeleteRowAction, useConfirmedDelete } from '../../ui/unik-list-page'
import { EmptyState, SearchField, useCanEditUnik } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { unikPath } from '../chatflows/flow-kinds'
import { useCommunityTemplates, useCustomTemplates, useDeleteTemplate } from './queries'
import { TemplateCard } from './TemplateCard'
import { filterOptions, filterTemplates, NO_FILTERS, type TemplateFilters } from './template-filters'
import { translateTemplate } from './template-texts'

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
}

type TabName = 'community' | 'custom'

function FilterSelect({
  label,
  value,
  options,
  onChange,
  optionLabel = (o) => o,
}: {
  label: string
  value: string
  options: readonly string[]
  onChange: (value: string) => void
  optionLabel?: (option: string) => string
}) {
  const { t } = useTranslation('templates')
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {optionLabel(o)}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** The marketplace: community templates shipped with Unikflow and the unik's own, with filters and search. */
export default function TemplatesPage() {
  const { unikId = '' } = useParams()
  const navigate = useNavigate()
  const { t } = useTranslation(['templates', 'translation'])
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const [tab, setTab] = useState<TabName>('community')
  const [filters, setFilters] = useState<TemplateFilters>(NO_FILTERS)
  const community = useCommunityTemplates(unikId)
  const custom = useCustomTemplates(unikId)
  const list = tab === 'community' ? community : custom
  const remove = useDeleteTemplate(unikId)
  const { deleteItem, deleting } = useConfirmedDelete(remove, t, (x: TTemplateSummary) =>
    t('deleteDescription', { name: x.name }),
  )

  const text = useCatalogueText()
  const all = useMemo(() => (list.data ?? []).map((x) => translateTemplate(x, text)), [list.data, text])
  const options = filterOptions(all)
  const shown = filterTemplates(all, filters)
  const set = (patch: Partial<TemplateFilters>) => setFilters((f) => ({ ...f, ...patch }))
  const filtering = filters !== NO_FILTERS && Object.values(filters).some((v) => v.trim() !== '')

  return (
    <MainCard
      title={t('title')}
      secondary={
        <SearchField
          label={t('translation:common.search')}
          value={filters.search}
          onChange={(search) => set({ search })}
        />
      }
    >
      <Tabs
        value={tab}
        onChange={(_e, next: TabName) => {
          setTab(next)
          setFilters(NO_FILTERS)
        }}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="community" label={t('tabs.community')} />
        <Tab value="custom" label={t('tabs.custom')} />
      </Tabs>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <FilterSelect
          label={t('filters.type')}
          value={filters.type}
          options={options.types}
          optionLabel={(o) => t(`types.${o}`)}
          onChange={(type) => set({ type })}
        />
        <FilterSelect
          label={t('filters.framework')}
          value={filters.framework}
          options={options.frameworks}
          onChange={(framework) => set({ framework })}
        />
        <FilterSelect
          label={t('filters.usecase')}
          value={filters.usecase}
          options={options.usecases}
          onChange={(usecase) => set({ usecase })}
        />
      </Box>
      {list.isPending && (
        <Box sx={GRID_SX}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} variant="rounded" height={170} />
          ))}
        </Box>
      )}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && shown.length === 0 && (
        <EmptyState
          icon={<StorefrontOutlined />}
          title={filtering ? t('noMatches') : t(tab === 'custom' ? 'emptyTitle' : 'emptyCommunity')}
          hint={filtering || tab === 'community' ? undefined : t(canEdit ? 'emptyHint' : 'emptyHintMember')}
        />
      )}
      {shown.length > 0 && (
        <Box sx={GRID_SX}>
          {shown.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              onOpen={() => void navigate(unikPath(unikId, `templates/${encodeURIComponent(template.id)}`))}
              action={
                tab === 'custom' &&
                canEdit && (
                  <DeleteRowAction
                    label={t('deleteNamed', { name: template.name })}
                    disabled={deleting(template.id)}
                    onClick={() => void deleteItem(template)}
                  />
                )
              }
            />
          ))}
        </Box>
      )}
    </MainCard>
  )
}
