import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import Typography from '@mui/material/Typography'
import ExpandMore from '@mui/icons-material/ExpandMore'
import type { TPublicNodeDescriptor } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { PaletteItem } from './PaletteItem'

/** The palette's categories, one open at a time (all open while searching), each listing its nodes. */
export function PaletteGroups({
  groups,
  searching,
  expanded,
  onExpanded,
  unavailable,
  onAdd,
}: {
  groups: readonly { category: string; items: readonly TPublicNodeDescriptor[] }[]
  searching: boolean
  expanded: string | false
  onExpanded: (category: string | false) => void
  unavailable?: ReadonlyMap<string, string>
  onAdd: (name: string) => void
}) {
  const { t } = useTranslation('canvas')
  return (
    <Box sx={{ overflowY: 'auto', px: 1, pb: 1 }}>
      {groups.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {t('palette.noMatches')}
        </Typography>
      )}
      {groups.map(({ category, items }) => (
        <Accordion
          key={category}
          disableGutters
          elevation={0}
          expanded={searching || expanded === category}
          onChange={(_e, isOpen) => onExpanded(isOpen ? category : false)}
          sx={{ bgcolor: 'transparent', '&:before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography sx={{ fontWeight: 500 }}>
              {t(`palette.categories.${category}`, { defaultValue: category })}{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({items.length})
              </Box>
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ p: 0 }}>
            <List dense disablePadding>
              {items.map((d) => (
                <PaletteItem key={d.name} d={d} unavailable={unavailable?.get(d.name)} onAdd={onAdd} />
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  )
}
