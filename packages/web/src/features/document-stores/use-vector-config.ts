import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import type { UpsertResult } from '../../api/document-stores'
import { listUnikCredentials } from '../../api/nodes'
import { useNotify } from '../../ui/useNotify'
import { compactConfig, missingInputs, withDefaults, type NodeConfig } from './node-config'
import { useSaveVectorConfig, useUpsert } from './queries'
import { useNodeCatalogue } from './use-node-catalogue'

type Cleanup = 'none' | 'incremental' | 'full'

/** The vector page's settings: embeddings node, its settings and credential, record manager, cleanup. */
export function useVectorConfig(unikId: string, store: TDocumentStore) {
  const nodes = useNodeCatalogue()
  const embeddingNodes = (nodes.data ?? []).filter((n) => n.category === 'Embeddings')
  const saved = store.embeddingConfig
  const [embeddingName, setEmbeddingName] = useState(saved?.name ?? embeddingNodes[0]?.name ?? '')
  const embeddingNode = embeddingNodes.find((n) => n.name === embeddingName)
  const [embeddingConfig, setEmbeddingConfig] = useState<NodeConfig>(() =>
    withDefaults(embeddingNode, saved?.config ?? {}),
  )
  const [credential, setCredential] = useState(saved?.credential ?? '')
  const [recordManager, setRecordManager] = useState(
    store.embeddingConfig ? store.recordManagerConfig !== null : true,
  )
  const [cleanup, setCleanup] = useState<Cleanup>(store.recordManagerConfig?.config.cleanup ?? 'full')
  const credentialNames = embeddingNode?.credential?.credentialNames ?? []
  const credentials = useQuery({
    queryKey: ['uniks', unikId, 'credentials', credentialNames],
    queryFn: () => listUnikCredentials(unikId, credentialNames),
    enabled: credentialNames.length > 0,
  })
  const chooseEmbedding = (name: string) => {
    const next = embeddingNodes.find((n) => n.name === name)
    setEmbeddingName(name)
    setEmbeddingConfig(withDefaults(next, {}))
    setCredential('')
  }
  return {
    embeddingNodes,
    embeddingName,
    chooseEmbedding,
    embeddingNode,
    embeddingConfig,
    setEmbeddingConfig,
    credential,
    setCredential,
    credentialNames,
    credentials,
    needsCredential: credentialNames.length > 0 && embeddingNode?.credential?.optional !== true,
    recordManager,
    setRecordManager,
    cleanup,
    setCleanup,
  }
}

export type VectorConfig = ReturnType<typeof useVectorConfig>

/** Save the vector settings (after checking them) and upsert the store's chunks with them. */
export function useVectorSave(unikId: string, store: TDocumentStore, config: VectorConfig) {
  const { t } = useTranslation(['vector-store', 'translation'])
  const notify = useNotify()
  const [missing, setMissing] = useState<string[]>([])
  const [result, setResult] = useState<UpsertResult | null>(null)
  const saveConfig = useSaveVectorConfig(unikId)
  const upsert = useUpsert(unikId, store.id)
  const { embeddingNode, embeddingName, embeddingConfig, credential, recordManager, cleanup } = config
  const save = async (): Promise<boolean> => {
    const gaps = missingInputs(embeddingNode, embeddingConfig)
    if (config.needsCredential && credential === '') gaps.push('credential')
    if (!embeddingNode) gaps.push('embedding')
    setMissing(gaps)
    if (gaps.length > 0) {
      notify.error(t('translation:errors.MANDATORY_FIELDS'))
      return false
    }
    try {
      await saveConfig.mutateAsync({
        storeId: store.id,
        embedding: {
          name: embeddingName,
          config: compactConfig(embeddingConfig),
          ...(credential && { credential }),
        },
        vectorStore: { name: 'unikflowVectorStore', config: {} },
        recordManager: recordManager ? { name: 'unikflowRecordManager', config: { cleanup } } : null,
      })
      notify.success(t('configSaved'))
      return true
    } catch (e) {
      notify.error(e, t('configSaveFailed'))
      return false
    }
  }
  const runUpsert = async () => {
    if (!(await save())) return
    setResult(null)
    try {
      const r = await upsert.mutateAsync()
      setResult(r)
      notify.success(t('upserted'))
    } catch (e) {
      notify.error(e, t('upsertFailed'))
    }
  }
  return { missing, result, saveConfig, upsert, save, runUpsert }
}
