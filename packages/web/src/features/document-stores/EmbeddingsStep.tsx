import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { nodeIconUrl } from '../../api/nodes'
import { useCatalogueText } from '../../i18n/catalogue-text'
import { NodeFields } from './NodeFields'
import type { VectorConfig } from './use-vector-config'

/** Step 1 of the vector page: the embeddings node, its credential and its settings. */
export function EmbeddingsStep({ config, missing }: { config: VectorConfig; missing: string[] }) {
  const { t } = useTranslation(['vector-store', 'translation'])
  const text = useCatalogueText()
  const { embeddingNodes, embeddingName, embeddingNode, embeddingConfig, setEmbeddingConfig } = config
  const { credential, setCredential, credentialNames, credentials, needsCredential } = config
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={t('embeddingsNode')}
        value={embeddingName}
        error={missing.includes('embedding')}
        onChange={(e) => config.chooseEmbedding(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'embeddings-select' } }}
      >
        {embeddingNodes.map((n) => (
          <MenuItem key={n.name} value={n.name}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box component="img" src={nodeIconUrl(n.name)} alt="" sx={{ width: 20, height: 20 }} />
              {text(n.label)}
            </Box>
          </MenuItem>
        ))}
      </TextField>
      {embeddingNode && (
        <Typography variant="body2" color="text.secondary">
          {text(embeddingNode.description)}
        </Typography>
      )}
      {credentialNames.length > 0 && (
        <TextField
          select
          size="small"
          label={t('credential')}
          required={needsCredential}
          value={credential}
          error={missing.includes('credential')}
          helperText={credentials.isSuccess && credentials.data.length === 0 ? t('noCredentials') : undefined}
          onChange={(e) => setCredential(e.target.value)}
        >
          {(credentials.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <NodeFields
        node={embeddingNode}
        config={embeddingConfig}
        onChange={setEmbeddingConfig}
        missing={missing}
      />
    </Stack>
  )
}
