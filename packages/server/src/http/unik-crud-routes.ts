import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { TUnikRole } from '@unikflow/graph'
import { requireMembership } from '../plugins/policies'
import { ZUnikParams } from '../features/uniks/uniks.schemas'
import { errorResponses, ZNoContent } from './common.schemas'

type ZodApp = Parameters<FastifyPluginAsyncZod>[0]

/*
 * Each method is generic so a feature's service function is checked against its own schemas. Inside,
 * the schemas are handed to fastify as plain `z.ZodType`: its type provider cannot resolve a generic
 * schema, so the request body is read as the validated `z.output<B>` (the validator ran before the handler).
 */

/** `:unikId` + the row's `:id`. */
export const ZUnikItemParams = z.object({ unikId: z.string().min(1), id: z.string().min(1) })

interface Route {
  /** Policy `{ unikRole: role }`. */
  role: TUnikRole
  summary?: string
}

interface BodyRoute<B extends z.ZodType, R extends z.ZodType> extends Route {
  body: B
  response: R
  /** The operation can answer 409 (e.g. a name already taken). */
  conflict?: boolean
}

/**
 * The standard routes of a unik-owned resource at `base` (`/uniks/:unikId/<things>`) and `base/:id`:
 * each declares its policy, params, body and response schemas (so OpenAPI and the policy checks see
 * them as if written out), runs one service function with the caller's unik, answers 201 on create
 * and 204 on delete. Register them in the order the feature wants them listed.
 */
export function unikCrudRoutes(app: ZodApp, { base, tags }: { base: string; tags: string[] }) {
  const unikOf = (request: FastifyRequest) => requireMembership(request).unikId
  const docs = ({ summary }: Route) => ({ tags, ...(summary ? { summary } : {}) })
  const writeErrors = (conflict?: boolean) =>
    conflict ? errorResponses(400, 401, 403, 404, 409) : errorResponses(400, 401, 403, 404)

  return {
    list<R extends z.ZodType, Q extends z.ZodType = z.ZodUnknown>(
      o: Route & { item: R; query?: Q; run: (unikId: string, query: z.output<Q>) => Promise<z.output<R>[]> },
    ) {
      app.get(
        base,
        {
          config: { policy: { unikRole: o.role } },
          schema: {
            ...docs(o),
            params: ZUnikParams,
            ...(o.query ? { querystring: o.query } : {}),
            response: {
              200: z.array(o.item),
              ...(o.query ? errorResponses(400, 401, 404) : errorResponses(401, 404)),
            },
          },
        },
        // Validated against `o.query` when given; otherwise undeclared (unknown) and ignored.
        async (request) => o.run(unikOf(request), request.query as z.output<Q>),
      )
    },

    get<R extends z.ZodType>(
      o: Route & { response: R; run: (unikId: string, id: string) => Promise<z.output<R>> },
    ) {
      const response: z.ZodType = o.response
      app.get(
        `${base}/:id`,
        {
          config: { policy: { unikRole: o.role } },
          schema: {
            ...docs(o),
            params: ZUnikItemParams,
            response: { 200: response, ...errorResponses(401, 404) },
          },
        },
        async (request) => o.run(unikOf(request), request.params.id),
      )
    },

    create<B extends z.ZodType, R extends z.ZodType>(
      o: BodyRoute<B, R> & { run: (unikId: string, body: z.output<B>) => Promise<z.output<R>> },
    ) {
      const body: z.ZodType = o.body
      const response: z.ZodType = o.response
      app.post(
        base,
        {
          config: { policy: { unikRole: o.role } },
          schema: {
            ...docs(o),
            params: ZUnikParams,
            body,
            response: { 201: response, ...writeErrors(o.conflict) },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await o.run(unikOf(request), request.body as z.output<B>)),
      )
    },

    update<B extends z.ZodType, R extends z.ZodType>(
      o: BodyRoute<B, R> & { run: (unikId: string, id: string, body: z.output<B>) => Promise<z.output<R>> },
    ) {
      const body: z.ZodType = o.body
      const response: z.ZodType = o.response
      app.put(
        `${base}/:id`,
        {
          config: { policy: { unikRole: o.role } },
          schema: {
            ...docs(o),
            params: ZUnikItemParams,
            body,
            response: { 200: response, ...writeErrors(o.conflict) },
          },
        },
        async (request) => o.run(unikOf(request), request.params.id, request.body as z.output<B>),
      )
    },

    remove(o: Route & { run: (unikId: string, id: string) => Promise<void> }) {
      app.delete(
        `${base}/:id`,
        {
          config: { policy: { unikRole: o.role } },
          schema: {
            ...docs(o),
            params: ZUnikItemParams,
            response: { 204: ZNoContent, ...errorResponses(401, 403, 404) },
          },
        },
        async (request, reply) => {
          await o.run(unikOf(request), request.params.id)
          return reply.status(204).send(null)
        },
      )
    },
  }
}
