import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { TVectorQueryResult } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { ChunkCard } from './ChunkCard'

/** The chunks a retrieval test found, with their scores and the time taken. */
export function RetrievalResults({ result }: { result: TVectorQueryResult }) {
  const { t } = useTranslation(['vector-store', 'document-store', 'translation'])
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
        {t('resultsSummary', { count: result.docs.length, ms: Math.round(result.timeTaken) })}
      </Typography>
      {result.docs.length === 0 ? (
        <Typography>{t('noResults')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {result.docs.map((doc, i) => (
            <ChunkCard
              key={doc.id}
              index={i + 1}
              pageContent={doc.pageContent}
              metadata={doc.metadata}
              extra={
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={t('score', { value: doc.score.toFixed(4) })}
                  data-testid="result-score"
                />
              }
            />
          ))}
        </Stack>
      )}
    </Box>
  )
}
