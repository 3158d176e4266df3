import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZDataset,
  ZDatasetBody,
  ZDatasetCsv,
  ZDatasetParams,
  ZDatasetRow,
  ZDatasetRowBody,
  ZDatasetRowUpdateBody,
  ZDatasetRowsAdded,
  ZDatasetRowsDeleteBody,
  ZDatasetRowsFromMessagesBody,
  ZDatasetUpdateBody,
  ZDatasetWithRows,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { sendRaw } from '../../http/send-raw'
import { requireMembership } from '../../plugins/policies'
import { NotFoundError } from '../../errors/app-error'
import { rowsToCsv } from './dataset-csv'
import { deleteDataset, deleteDatasetRows, listDatasets, updateDataset } from './datasets.repository'
import {
  addDatasetRow,
  addRowsFromMessages,
  createDataset,
  editDatasetRow,
  getDataset,
  importCsvRows,
} from './datasets.service'

const tags = ['datasets']
const ZUnikParams = z.object({ unikId: z.string() })
const reader = { policy: { unikRole: 'member' as const, apiKey: true } }
const editor = { policy: { unikRole: 'editor' as const, apiKey: true } }

/**
 * Datasets of a unik (Flowise's `/datasets` shapes under the unik): cases of input, expected output,
 * history and variables that evaluations run a flow over. Members read, editors change.
 */
export const datasetsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const unik = (request: Parameters<typeof requireMembership>[0]) => ({
    unikId: requireMembership(request).unikId,
  })

  app.get(
    '/uniks/:unikId/datasets',
    {
      config: reader,
      schema: {
        tags,
        params: ZUnikParams,
        response: { 200: z.array(ZDataset), ...errorResponses(401, 404) },
      },
    },
    async (request) => listDatasets(db, unik(request)),
  )
  app.post(
    '/uniks/:unikId/datasets/set',
    {
      config: editor,
      schema: {
        tags,
        summary: 'Create a dataset, with the rows of a CSV file (input, output columns) when given',
        params: ZUnikParams,
        body: ZDatasetBody,
        response: { 200: ZDatasetWithRows, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => createDataset(db, unik(request), request.body),
  )
  app.get(
    '/uniks/:unikId/datasets/set/:id',
    {
      config: reader,
      schema: {
        tags,
        params: ZDatasetParams,
        response: { 200: ZDatasetWithRows, ...errorResponses(401, 404) },
      },
    },
    async (request) => getDataset(db, unik(request), request.params.id),
  )
  app.put(
    '/uniks/:unikId/datasets/set/:id',
    {
      config: editor,
      schema: {
        tags,
        params: ZDatasetParams,
        body: ZDatasetUpdateBody,
        response: { 200: ZDatasetWithRows, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const target = unik(request)
      await getDataset(db, target, request.params.id)
      await updateDataset(db, target, request.params.id, request.body)
      return getDataset(db, target, request.params.id)
    },
  )
  app.delete(
    '/uniks/:unikId/datasets/set/:id',
    {
      config: editor,
      schema: {
        tags,
        params: ZDatasetParams,
        response: { 200: z.object({ deleted: z.boolean() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await deleteDataset(db, unik(request), request.params.id)))
        throw new NotFoundError('Dataset not found')
      return { deleted: true }
    },
  )
  datasetFileRoutes(app, deps, unik)
  datasetRowRoutes(app, deps, unik)
}

type App = Parameters<FastifyPluginAsyncZod>[0]
type UnikOf = (request: Parameters<typeof requireMembership>[0]) => { unikId: string }

/** CSV export and import, and rows from picked chat messages. */
function datasetFileRoutes(app: App, { db }: AppDeps, unik: UnikOf) {
  app.get(
    '/uniks/:unikId/datasets/set/:id/csv',
    {
      config: reader,
      schema: {
        tags,
        summary: 'The rows as CSV',
        params: ZDatasetParams,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const dataset = await getDataset(db, unik(request), request.params.id)
      reply.header('content-disposition', `attachment; filename="dataset-${dataset.id}.csv"`)
      return sendRaw(reply, 'text/csv; charset=utf-8', rowsToCsv(dataset.rows))
    },
  )
  app.post(
    '/uniks/:unikId/datasets/set/:id/csv',
    {
      config: editor,
      schema: {
        tags,
        summary: 'Append the rows of a CSV file',
        params: ZDatasetParams,
        body: ZDatasetCsv,
        response: { 200: ZDatasetRowsAdded, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => importCsvRows(db, unik(request), request.params.id, request.body),
  )
  app.post(
    '/uniks/:unikId/datasets/set/:id/messages',
    {
      config: editor,
      schema: {
        tags,
        summary: 'Append rows made of chat messages picked in View Messages',
        params: ZDatasetParams,
        body: ZDatasetRowsFromMessagesBody,
        response: { 200: ZDatasetRowsAdded, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => addRowsFromMessages(db, unik(request), request.params.id, request.body),
  )
}

function datasetRowRoutes(app: App, { db }: AppDeps, unik: UnikOf) {
  app.post(
    '/uniks/:unikId/datasets/rows',
    {
      config: editor,
      schema: {
        tags,
        params: ZUnikParams,
        body: ZDatasetRowBody,
        response: { 200: ZDatasetRow, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => addDatasetRow(db, unik(request), request.body),
  )
  app.put(
    '/uniks/:unikId/datasets/rows/:id',
    {
      config: editor,
      schema: {
        tags,
        params: ZDatasetParams,
        body: ZDatasetRowUpdateBody,
        response: { 200: ZDatasetRow, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editDatasetRow(db, unik(request), request.params.id, request.body),
  )
  app.delete(
    '/uniks/:unikId/datasets/rows/:id',
    {
      config: editor,
      schema: {
        tags,
        params: ZDatasetParams,
        response: { 200: z.object({ deleted: z.number() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const deleted = await deleteDatasetRows(db, unik(request), [request.params.id])
      if (deleted === 0) throw new NotFoundError('Dataset row not found')
      return { deleted }
    },
  )
  app.patch(
    '/uniks/:unikId/datasets/rows',
    {
      config: editor,
      schema: {
        tags,
        summary: 'Delete these rows',
        params: ZUnikParams,
        body: ZDatasetRowsDeleteBody,
        response: { 200: z.object({ deleted: z.number() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ deleted: await deleteDatasetRows(db, unik(request), request.body.ids) }),
  )
}
