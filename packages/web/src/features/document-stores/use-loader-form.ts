import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  TEXT_SPLITTER_NAMES,
  type TDocumentLoader,
  type TDocumentLoaderName,
  type TDocumentStore,
  type TLoaderSaveBody,
  type TTextSplitterName,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { previewLoader, processLoader, saveLoader } from '../../api/document-stores'
import { useNotify } from '../../ui/useNotify'
import {
  compactConfig,
  fileInput,
  missingInputs,
  readUpload,
  withDefaults,
  type NodeConfig,
} from './node-config'
import { storeKeys } from './queries'
import { parseLinks } from './store-format'
import { storeUrl } from './store-urls'
import { useNodeCatalogue } from './use-node-catalogue'

const DEFAULT_SPLITTER = TEXT_SPLITTER_NAMES[0]

type LoaderTarget = {
  unikId: string
  store: TDocumentStore
  loaderName: TDocumentLoaderName
  existing: TDocumentLoader | undefined
}

/** The loader form's state: the loader's and the splitter's settings, files picked and removed. */
export function useLoaderForm({ loaderName, existing }: LoaderTarget) {
  const nodes = useNodeCatalogue()
  const loaderNode = nodes.data?.find((n) => n.name === loaderName)
  const [splitter, setSplitter] = useState<TTextSplitterName | null>(() =>
    existing ? (TEXT_SPLITTER_NAMES.find((n) => n === existing.splitterName) ?? null) : DEFAULT_SPLITTER,
  )
  const splitterNode = nodes.data?.find((n) => n.name === (splitter ?? DEFAULT_SPLITTER))
  const [loaderConfig, setLoaderConfig] = useState<NodeConfig>(() =>
    withDefaults(loaderNode, existing?.loaderConfig ?? {}),
  )
  const [splitterConfig, setSplitterConfig] = useState<NodeConfig>(() =>
    withDefaults(splitterNode, existing?.splitterConfig ?? {}),
  )
  const [files, setFiles] = useState<File[]>([])
  const [removed, setRemoved] = useState<string[]>([])
  const chooseSplitter = (next: TTextSplitterName | null) => {
    setSplitter(next)
    setSplitterConfig(
      withDefaults(
        nodes.data?.find((n) => n.name === next),
        next === existing?.splitterName ? existing.splitterConfig : {},
      ),
    )
  }
  return {
    loaderNode,
    splitterNode,
    fileParam: fileInput(loaderNode),
    splitter,
    chooseSplitter,
    loaderConfig,
    setLoaderConfig,
    splitterConfig,
    setSplitterConfig,
    files,
    setFiles,
    removed,
    removeKept: (id: string) => setRemoved((r) => [...r, id]),
    keptFiles: (existing?.files ?? []).filter((f) => !removed.includes(f.id)),
    pickedLinks: parseLinks(loaderConfig.selectedLinks),
  }
}

type LoaderFormState = ReturnType<typeof useLoaderForm>

/** Check, preview and process (save, then process, then back to the store) of the loader form. */
export function useLoaderRun(target: LoaderTarget, form: LoaderFormState, previewCount: number) {
  const { unikId, store, loaderName, existing } = target
  const { t } = useTranslation(['document-store', 'translation'])
  const navigate = useNavigate()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [missing, setMissing] = useState<string[]>([])
  const { loaderConfig, splitter, splitterConfig, files, removed } = form
  const body = async (): Promise<TLoaderSaveBody> => ({
    storeId: store.id,
    loaderName,
    loaderConfig: compactConfig(loaderConfig),
    splitterName: splitter,
    splitterConfig: splitter ? compactConfig(splitterConfig) : {},
    files: await Promise.all(files.map(readUpload)),
    ...(existing && { loaderId: existing.id, removeFileIds: removed }),
  })
  const check = (): boolean => {
    const gaps = missingInputs(form.loaderNode, loaderConfig)
    if (form.fileParam && files.length === 0 && form.keptFiles.length === 0) gaps.push(form.fileParam.name)
    setMissing(gaps)
    if (gaps.length > 0) notify.error(t('translation:errors.MANDATORY_FIELDS'))
    return gaps.length === 0
  }
  const preview = useMutation({
    mutationFn: async () => {
      const { removeFileIds: _removed, ...rest } = await body()
      return previewLoader(unikId, { ...rest, previewChunkCount: previewCount })
    },
  })
  const process = useMutation({
    mutationFn: async () => {
      const saved = await saveLoader(unikId, await body())
      return processLoader(unikId, store.id, saved.id)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all(unikId) }),
  })
  const runProcess = async () => {
    if (!check()) return
    try {
      await process.mutateAsync()
      notify.success(t('processStarted'))
      void navigate(storeUrl(unikId, store.id))
    } catch (e) {
      notify.error(e, t('processFailed'))
    }
  }
  return { missing, preview, process, runPreview: () => check() && preview.mutate(), runProcess }
}
