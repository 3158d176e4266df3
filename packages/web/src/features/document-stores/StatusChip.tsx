import Chip from '@mui/material/Chip'
import type { TDocumentStoreStatus } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { STATUS_COLORS } from './store-format'

/**
 * A store's or loader's status (EMPTY … UPSERTED): in English its name as the spec writes it, translated in
 * other languages; its meaning as a tooltip.
 */
export function StatusChip({ status }: { status: TDocumentStoreStatus }) {
  const { t } = useTranslation('document-store')
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant={status === 'EMPTY' ? 'outlined' : 'filled'}
      label={t(`statusLabel.${status}`)}
      title={t(`statusHint.${status}`)}
      data-status={status}
      // A status is a fact: no colour fade from the previous one while the page polls.
      sx={{ fontWeight: 600, letterSpacing: 0.3, transition: 'none' }}
    />
  )
}
