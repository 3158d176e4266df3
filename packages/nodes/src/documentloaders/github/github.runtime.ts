import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { getBoolean, getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { createIgnoreMatcher } from './ignore-paths'
import { listRepoFiles, MAX_FILE_BYTES, parseRepoLink, readRepoFile, type TGithubRepo } from './github-repo'
import { github } from './github.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

function readIgnorePaths(text: string): string[] {
  if (!text.trim()) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new NodeInputError('Ignore Paths must be a JSON list of patterns, such as ["*.md"]')
  }
  if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === 'string'))
    throw new NodeInputError('Ignore Paths must be a JSON list of patterns, such as ["*.md"]')
  return parsed
}

/**
 * One document per text file of a repository branch, read through GitHub's REST contents API with the
 * outbound guard (`ctx.fetch`): folders are listed, each file is asked for raw from the same API (the
 * token goes to the API host only). Binary files and files over 1 MB are skipped.
 */
export default defineRuntime(github, {
  kind: 'supply',
  async supply(ctx) {
    const { Document } = await langchainCoreDocuments()
    const credential = await ctx.getCredential()
    const { owner, repo } = parseRepoLink(getString(ctx, 'repoLink'), getString(ctx, 'githubBaseUrl'))
    const branch = getString(ctx, 'branch', 'main').trim() || 'main'
    const r: TGithubRepo = {
      api: (getString(ctx, 'githubInstanceApi').trim() || 'https://api.github.com').replace(/\/+$/, ''),
      owner,
      repo,
      branch,
      token: credential.accessToken || undefined,
      maxRetries: Math.max(0, Math.min(5, getOptionalNumber(ctx, 'maxRetries') ?? 2)),
      fetch: ctx.fetch,
      signal: ctx.signal,
    }
    const ignored = createIgnoreMatcher(readIgnorePaths(getString(ctx, 'ignorePath')))
    const files = (await listRepoFiles(r, getBoolean(ctx, 'recursive'), ignored)).filter(
      (f) => f.size <= MAX_FILE_BYTES,
    )
    const concurrency = Math.max(1, Math.min(8, getOptionalNumber(ctx, 'maxConcurrency') ?? 2))
    const texts: Array<string | undefined> = new Array(files.length)
    let next = 0
    const worker = async () => {
      while (next < files.length) {
        const i = next++
        const file = files[i]
        if (file) texts[i] = await readRepoFile(r, file.path)
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker))
    const web = getString(ctx, 'githubBaseUrl').trim().replace(/\/+$/, '') || 'https://github.com'
    const repository = `${web}/${owner}/${repo}`
    const docs = files.flatMap((f, i) => {
      const pageContent = texts[i]
      return pageContent === undefined
        ? []
        : [new Document({ pageContent, metadata: { source: f.path, repository, branch } })]
    })
    return finishDocuments(ctx, docs)
  },
})
