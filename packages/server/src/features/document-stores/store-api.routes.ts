import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZStoreApiUpsertBody, ZUpsertResult } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError, ValidationError } from '../../errors/app-error'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import type { DocumentJobs } from './document-jobs'
import { refreshThroughApi, upsertThroughApi } from './store-api.service'
import { UploadSpool } from './upload-spool'

const tags = ['document-store']
const base = '/uniks/:unikId/document-store'
const ZStoreParams = z.object({ unikId: z.string().min(1), storeId: z.string().min(1) })
/** Multipart fields holding JSON text (a JSON body carries them as values). */
const JSON_FIELDS = new Set(['loader', 'splitter', 'metadata'])

/** A form's files, streamed to a spool while the form is read; removed when the request ends. */
const spools = new WeakMap<FastifyRequest, UploadSpool>()

/** The upsert body from a form: files go to the request's spool as they stream in, JSON fields are parsed. */
async function readUpsertForm(request: FastifyRequest, spool: UploadSpool): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await spool.add(part)
      else if (typeof part.value !== 'string') continue
      else if (part.fieldname === 'replaceExisting') body.replaceExisting = part.value === 'true'
      else if (JSON_FIELDS.has(part.fieldname)) body[part.fieldname] = JSON.parse(part.value)
      else body[part.fieldname] = part.value
    }
  } catch (error) {
    if (
      error instanceof AppError ||
      (error instanceof Error && typeof Reflect.get(error, 'statusCode') === 'number')
    )
      throw error
    throw new ValidationError(`Malformed form: ${error instanceof Error ? error.message : String(error)}`)
  }
  body.files = []
  return body
}

/**
 * The store API for scripts (a unik's API key or an editor's token): one-shot upsert with files and
 * overrides, and refresh (every loader read again, then upsert). Both answer when the upsert is done.
 */
export const storeApiRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; jobs: DocumentJobs }> = async (
  app,
  { deps, jobs },
) => {
  const maxFileBytes = deps.config.documentStore.maxFileBytes
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 50, fields: 20 } })
  /** Runs after the access check (policies' preValidation): outsiders never get a form parsed. */
  const acceptForm = async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return
    const spool = new UploadSpool(maxFileBytes)
    spools.set(request, spool)
    request.body = await readUpsertForm(request, spool)
  }
  app.addHook('onResponse', async (request) => {
    await spools.get(request)?.close()
  })
  const scopeOf = (request: FastifyRequest) => ({
    unikId: requireMembership(request).unikId,
    log: request.log,
  })

  app.post(
    `${base}/upsert/:storeId`,
    {
      bodyLimit: maxFileBytes * 2 + 1024 * 1024,
      config: { policy: { unikRole: 'editor', apiKey: true } },
      preValidation: acceptForm,
      schema: {
        tags,
        summary:
          'Add files (JSON base64 or multipart) to a loader of the store, process it, upsert the store',
        params: ZStoreParams,
        body: ZStoreApiUpsertBody,
        response: { 200: ZUpsertResult, ...errorResponses(400, 401, 403, 404, 409, 413, 502, 503) },
      },
    },
    async (request) =>
      upsertThroughApi(deps, scopeOf(request), request.params.storeId, request.body, jobs, {
        streamed: spools.get(request)?.files ?? [],
      }),
  )

  app.post(
    `${base}/refresh/:storeId`,
    {
      config: { policy: { unikRole: 'editor', apiKey: true } },
      schema: {
        tags,
        summary: 'Process every loader of the store again, then upsert it',
        params: ZStoreParams,
        response: { 200: ZUpsertResult, ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
      },
    },
    async (request) => refreshThroughApi(deps, scopeOf(request), request.params.storeId, jobs),
  )
}
