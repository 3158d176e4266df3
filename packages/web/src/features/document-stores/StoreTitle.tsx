import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { StatusChip } from './StatusChip'
import { storesUrl } from './store-urls'

/** The store page's heading: breadcrumbs back to the stores, name, status, description. */
export function StoreTitle({ unikId, store: data }: { unikId: string; store: TDocumentStore | undefined }) {
  const { t } = useTranslation('document-store')
  return (
    <Box>
      <Breadcrumbs sx={{ mb: 0.5 }}>
        <Link component={RouterLink} to={storesUrl(unikId)} underline="hover" color="inherit">
          {t('title')}
        </Link>
        <Typography color="text.primary">{data?.name ?? '…'}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {data?.name ?? ''}
        </Typography>
        {data && <StatusChip status={data.status} />}
      </Stack>
      {data?.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {data.description}
        </Typography>
      )}
    </Box>
  )
}
