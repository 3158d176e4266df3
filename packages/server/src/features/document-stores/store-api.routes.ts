import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZStoreApiRefreshBody,
  ZStoreApiUpsertBody,
  ZStoreApiUpsertResult,
  ZUpsertResult,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError, ValidationError } from '../../errors/app-error'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { authorizeStoreApiKey } from './store-api-access'
import type { DocumentJobs } from './document-jobs'
import { refreshItemsThroughApi, refreshThroughApi, upsertThroughApi } from './store-api.service'
import { UploadSpool } from './upload-spool'

const tags = ['document-store']
const base = '/uniks/:unikId/document-store'
const ZStoreParams = z.object({ unikId: z.string().min(1), storeId: z.string().min(1) })
const ZFlowiseStoreParams = z.object({ id: z.string().min(1) })
/** Multipart fields holding JSON text (a JSON body carries them as values). */
const JSON_FIELDS = new Set([
  'loader',
  'splitter',
  'metadata',
  'embedding',
  'vectorStore',
  'recordManager',
  'docStore',
])
const BOOLEAN_FIELDS = new Set(['replaceExisting', 'createNewDocStore'])

/** A form's files, streamed to a spool while the form is read; removed when the request ends. */
const spools = new WeakMap<FastifyRequest, UploadSpool>()

/** The upsert body from a form: files go to the request's spool as they stream in, JSON fields are parsed. */
async function readUpsertForm(request: FastifyRequest, spool: UploadSpool): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') await spool.add(part)
      else if (typeof part.value !== 'string') continue
      else if (BOOLEAN_FIELDS.has(part.fieldname)) body[part.fieldname] = part.value === 'true'
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
  /** The unik's API key for Flowise's paths; the membership it stands for is set as the unik routes' is. */
  const authorizeKey = async (request: FastifyRequest): Promise<void> => {
    const params = request.params
    const id = params && typeof params === 'object' ? Reflect.get(params, 'id') : undefined
    request.membership = await authorizeStoreApiKey(deps, request, typeof id === 'string' ? id : '')
  }
  const scopeOf = (request: FastifyRequest) => ({
    unikId: requireMembership(request).unikId,
    log: request.log,
  })

  const upsertSchema = {
    tags,
    summary: 'Add files (JSON base64 or multipart) to a loader of the store, process it, upsert the store',
    body: ZStoreApiUpsertBody,
    response: { 200: ZStoreApiUpsertResult, ...errorResponses(400, 401, 403, 404, 409, 413, 502, 503) },
  }
  app.post(
    `${base}/upsert/:storeId`,
    {
      bodyLimit: maxFileBytes * 2 + 1024 * 1024,
      config: { policy: { unikRole: 'editor', apiKey: true } },
      preValidation: acceptForm,
      schema: { ...upsertSchema, params: ZStoreParams },
    },
    async (request) =>
      upsertThroughApi(deps, scopeOf(request), request.params.storeId, request.body, jobs, {
        streamed: spools.get(request)?.files ?? [],
      }),
  )
  // Flowise's paths (`/document-store/upsert/:id`, `/refresh/:id`): the API key names the unik.
  app.post(
    '/document-store/upsert/:id',
    {
      bodyLimit: maxFileBytes * 2 + 1024 * 1024,
      // No :unikId in Flowise's path: authorizeKey checks the key against the store's unik first.
      config: { policy: 'public' },
      preValidation: [authorizeKey, acceptForm],
      schema: { ...upsertSchema, params: ZFlowiseStoreParams },
    },
    async (request) =>
      upsertThroughApi(deps, scopeOf(request), request.params.id, request.body, jobs, {
        streamed: spools.get(request)?.files ?? [],
      }),
  )
  app.post(
    '/document-store/refresh/:id',
    {
      config: { policy: 'public' },
      preValidation: authorizeKey,
      schema: {
        tags,
        summary: 'Process loaders of the store again (the items given, or all), upserting after each',
        params: ZFlowiseStoreParams,
        body: ZStoreApiRefreshBody,
        response: {
          200: z.array(ZStoreApiUpsertResult),
          ...errorResponses(400, 401, 403, 404, 409, 502, 503),
        },
      },
    },
    async (request) => refreshItemsThroughApi(deps, scopeOf(request), request.params.id, request.body, jobs),
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
