import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import { useTranslation } from 'react-i18next'

/** A web scraper's links: how many are picked, and the button that opens the links dialog. */
export function ScrapedLinksField({
  hasUrl,
  picked,
  onManage,
}: {
  hasUrl: boolean
  picked: number
  onManage: () => void
}) {
  const { t } = useTranslation('document-store')
  return (
    <Box>
      <Button variant="outlined" startIcon={<LinkOutlined />} onClick={onManage} disabled={!hasUrl}>
        {t('scrapedLinks.manage')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {picked > 0 ? t('scrapedLinks.pickedCount', { count: picked }) : t('scrapedLinks.nonePicked')}
      </Typography>
    </Box>
  )
}
