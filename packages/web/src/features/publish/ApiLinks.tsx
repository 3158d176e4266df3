import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { docsUrl, openAiUrl, predictionUrl } from './code-samples'

/** The flow's API addresses: prediction, OpenAI-compatible, and the API docs (a link). */
export function ApiLinks({ flowId, origin }: { flowId: string; origin: string }) {
  const { t } = useTranslation('publish')
  const links = [
    { label: t('links.prediction'), method: 'POST', url: predictionUrl(origin, flowId) },
    { label: t('links.openai'), method: 'POST', url: openAiUrl(origin, flowId) },
    { label: t('links.docs'), method: 'GET', url: docsUrl(origin) },
  ]
  return (
    <Box component="section" aria-labelledby="api-links-title">
      <Typography id="api-links-title" variant="h5" component="h3" sx={{ mb: 1 }}>
        {t('links.title')}
      </Typography>
      <Stack spacing={0.75}>
        {links.map((link) => (
          <Box key={link.url} sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ minWidth: 170, fontWeight: 500 }}>
              {link.label}
            </Typography>
            <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'primary.main' }}>
              {link.method}
            </Typography>
            {link.method === 'GET' ? (
              <Link
                href={link.url}
                target="_blank"
                rel="noopener"
                sx={{ fontFamily: 'monospace', fontSize: 13 }}
              >
                {link.url}
              </Link>
            ) : (
              <Typography
                variant="body2"
                sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}
              >
                {link.url}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  )
}
