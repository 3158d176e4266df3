import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { ErrorCodes, hasRoleAtLeast, INVALID_CHATBOT_MESSAGE, type TUnikRole } from '@unikflow/graph'
import type { AppDeps } from '../deps'
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors/app-error'
import { findUserById, type UserRecord } from '../features/users/users.repository'
import { findMembership, type Membership } from '../features/uniks/memberships.repository'
import { findApiKeyId, findFlowAccess, type FlowAccess } from '../features/prediction/flow-access.repository'

/**
 * - `{ unikRole }`: routes with `:unikId`; the caller's membership there, at least that role. With
 *   `apiKey: true` an API key of that unik (`Authorization: Bearer <key>`) is let in too, as an editor.
 * - `{ flowRole }`: routes with `:flowId`; the flow's unik is looked up, then the same membership check.
 * - `'flowApi'`: routes with `:flowId` called by anyone: the flow's API key when it has one
 *   (`Authorization: Bearer <key>`), otherwise only flows marked public. Everything else is 404.
 * - `'publicFlow'`: routes with `:flowId` for the public chatbot and the embed (config, leads form):
 *   only public flows, which never have an API key. Everything else is 404 'Invalid Chatbot…'.
 * - `'flowApiKey'`: routes with `:flowId` that read or change a flow's stored chats from a script
 *   (Flowise's chat message API): an API key of the flow's unik, always (Flowise's keys reach every flow of
 *   their workspace). A public flow is no exception. Everything else is 404.
 * - `'flowProbe'`: routes with `:flowId` that tell a client of the flow API one harmless fact before it
 *   calls (whether it streams): the flows `'flowApi'` serves, without their key (Flowise's clients ask
 *   without it). A private flow is 404 as everywhere.
 */
export type RoutePolicy =
  | 'public'
  | 'authenticated'
  | 'superAdmin'
  | 'flowApi'
  | 'publicFlow'
  | 'flowProbe'
  | 'flowApiKey'
  | { unikRole: TUnikRole; apiKey?: boolean }
  | { flowRole: TUnikRole }

export interface RouteRecord {
  method: string
  url: string
  policy: RoutePolicy
  schema: FastifySchema | undefined
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy
  }
  interface FastifyRequest {
    user: UserRecord | null
    membership: Membership | null
    /** The `:flowId` flow a `{ flowRole }` or `'flowApi'` policy let through. */
    flow: FlowAccess | null
  }
  interface FastifyInstance {
    /** Every registered route with its policy, in registration order (read by tests and docs). */
    routeTable: RouteRecord[]
    /** Set only inside `publicScope`: third-party plugin routes there get 'public' explicitly. */
    defaultRoutePolicy?: RoutePolicy
  }
}

/**
 * Enforces each route's declared policy in one place. Runs at preValidation so an outsider gets
 * 401/404 before any body validation could tell them anything.
 */
export const policiesPlugin = fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    app.decorate('routeTable', [])
    app.decorateRequest('user', null)
    app.decorateRequest('membership', null)
    app.decorateRequest('flow', null)

    app.addHook('onRoute', function (route) {
      const policy = route.config?.policy ?? this.defaultRoutePolicy
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      if (!policy) throw new Error(`Route ${methods.join(',')} ${route.url} declares no config.policy`)
      if (route.url.includes(':unikId') && (typeof policy === 'string' || !('unikRole' in policy))) {
        throw new Error(`Route ${route.url} takes :unikId and must declare a { unikRole } policy`)
      }
      const isFlowPolicy =
        policy === 'flowApi' ||
        policy === 'publicFlow' ||
        policy === 'flowProbe' ||
        policy === 'flowApiKey' ||
        (typeof policy === 'object' && 'flowRole' in policy)
      if (isFlowPolicy !== route.url.includes(':flowId')) {
        throw new Error(
          `Route ${route.url}: { flowRole }, 'flowApi', 'publicFlow', 'flowProbe' and 'flowApiKey' policies go with :flowId routes, and only there`,
        )
      }
      route.config = { ...route.config, policy }
      for (const method of methods)
        app.routeTable.push({ method, url: route.url, policy, schema: route.schema })
    })

    app.addHook('preValidation', async (request) => {
      if (request.is404) return
      const policy = request.routeOptions.config.policy
      // Fail closed: the onRoute check makes this unreachable, unless a route slips past it.
      if (!policy) throw new ForbiddenError()
      if (policy === 'public') return
      if (policy === 'flowApi') {
        request.flow = await authorizeFlowApi(deps, request)
        return
      }
      if (policy === 'publicFlow') {
        request.flow = await authorizePublicFlow(deps, request)
        return
      }
      if (policy === 'flowApiKey') {
        request.flow = await authorizeFlowApiKey(deps, request)
        return
      }
      if (policy === 'flowProbe') {
        request.flow = await authorizeFlowProbe(deps, request)
        return
      }
      if (typeof policy === 'object' && 'unikRole' in policy && policy.apiKey) {
        const viaKey = await authorizeUnikApiKey(deps, request, policy.unikRole)
        if (viaKey) {
          request.membership = viaKey
          return
        }
      }
      const user = await authenticate(deps, request)
      request.user = user
      if (policy === 'authenticated') return
      if (policy === 'superAdmin') {
        if (!user.isSuperAdmin) throw new ForbiddenError()
        return
      }
      if ('flowRole' in policy) {
        const flowId = paramOf(request, 'flowId')
        const flow = flowId ? await findFlowAccess(deps.db, flowId) : undefined
        const membership = flow ? await findMembership(deps.db, flow.unikId, user.id) : undefined
        if (!flow || !membership) throw new NotFoundError('Chatflow not found')
        if (!hasRoleAtLeast(membership.role, policy.flowRole)) throw new ForbiddenError()
        request.flow = flow
        request.membership = membership
        return
      }
      const unikId = paramOf(request, 'unikId')
      const membership = unikId ? await findMembership(deps.db, unikId, user.id) : undefined
      // Same answer for "no such unik" and "not yours": existence does not leak.
      if (!membership) throw new NotFoundError('Unik not found')
      if (!hasRoleAtLeast(membership.role, policy.unikRole)) throw new ForbiddenError()
      request.membership = membership
    })
  },
  { name: 'policies' },
)

/** Bearer token → current user row. The row is read on every request so a ban applies at once. */
async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<UserRecord> {
  const token = bearerToken(request)
  const userId = token ? await deps.accessTokens.verify(token) : undefined
  const user = userId ? await findUserById(deps.db, userId) : undefined
  if (!user || user.isBanned || !user.emailConfirmed) throw new UnauthorizedError()
  return user
}

/**
 * A flow with an API key answers only to that key; one without is open only when marked public.
 * Every refusal is the same 404, so callers cannot probe which flows exist.
 */
async function authorizeFlowApi(deps: AppDeps, request: FastifyRequest): Promise<FlowAccess> {
  return authorizeFlowApiFor(deps, request, paramOf(request, 'flowId'))
}

/**
 * The `'flowApi'` check for a flow a route finds itself (by a feedback's id): its API key, or public.
 * Routes that call it declare `'public'` and say so.
 */
export async function authorizeFlowApiFor(
  deps: Pick<AppDeps, 'db'>,
  request: FastifyRequest,
  flowId: string | undefined,
): Promise<FlowAccess> {
  const flow = flowId ? await findFlowAccess(deps.db, flowId) : undefined
  if (!flow) throw new NotFoundError('Chatflow not found')
  if (flow.apikeyid !== null) {
    const key = bearerToken(request)
    const keyId = key ? await findApiKeyId(deps.db, flow.unikId, key) : undefined
    if (keyId !== flow.apikeyid) throw new NotFoundError('Chatflow not found')
    return flow
  }
  if (!flow.isPublic) throw new NotFoundError('Chatflow not found')
  return flow
}

/**
 * Reading what a flow's chats hold by a flow a route finds itself (a chat's files, named in the query):
 * whoever the flow API lets in, or a signed-in member of the flow's unik (the canvas chat). Routes that
 * call it declare `'public'` and say so. Every refusal is the same 404.
 */
export async function authorizeFlowReaderFor(
  deps: Pick<AppDeps, 'db' | 'accessTokens'>,
  request: FastifyRequest,
  flowId: string,
): Promise<FlowAccess> {
  try {
    return await authorizeFlowApiFor(deps, request, flowId)
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error
    const flow = await findFlowAccess(deps.db, flowId)
    const token = bearerToken(request)
    const userId = flow && token ? await deps.accessTokens.verify(token) : undefined
    const user = userId ? await findUserById(deps.db, userId) : undefined
    const member =
      flow && user && !user.isBanned ? await findMembership(deps.db, flow.unikId, user.id) : undefined
    if (!flow || !member) throw error
    return flow
  }
}

/** An API key of the flow's unik, whether or not the flow is public or has a key of its own. */
async function authorizeFlowApiKey(deps: AppDeps, request: FastifyRequest): Promise<FlowAccess> {
  const flowId = paramOf(request, 'flowId')
  const flow = flowId ? await findFlowAccess(deps.db, flowId) : undefined
  const key = bearerToken(request)
  const keyId = flow && key ? await findApiKeyId(deps.db, flow.unikId, key) : undefined
  if (!flow || !keyId) throw new NotFoundError('Chatflow not found')
  return flow
}

/** A flow the flow API serves (public, or with an API key), named without its key. */
async function authorizeFlowProbe(deps: AppDeps, request: FastifyRequest): Promise<FlowAccess> {
  const flowId = paramOf(request, 'flowId')
  const flow = flowId ? await findFlowAccess(deps.db, flowId) : undefined
  if (!flow || (!flow.isPublic && flow.apikeyid === null)) throw new NotFoundError('Chatflow not found')
  return flow
}

/**
 * An API key of the route's unik stands for an editor of it (routes that opt in with `apiKey: true`);
 * anything else (a user's token, another unik's key) is left to the user check.
 */
async function authorizeUnikApiKey(
  deps: AppDeps,
  request: FastifyRequest,
  role: TUnikRole,
): Promise<Membership | undefined> {
  const key = bearerToken(request)
  const unikId = paramOf(request, 'unikId')
  const keyId = key && unikId ? await findApiKeyId(deps.db, unikId, key) : undefined
  if (!keyId || !unikId) return undefined
  if (!hasRoleAtLeast('editor', role)) throw new ForbiddenError()
  // No user behind a key: the membership names the key, so nothing mistakes it for a person.
  return { unikId, userId: `api-key:${keyId}`, role: 'editor' }
}

/** The public chatbot and embed: public flows only (a keyed flow is never public, checked anyway). */
async function authorizePublicFlow(deps: AppDeps, request: FastifyRequest): Promise<FlowAccess> {
  const flowId = paramOf(request, 'flowId')
  const flow = flowId ? await findFlowAccess(deps.db, flowId) : undefined
  if (!flow) throw new NotFoundError(INVALID_CHATBOT_MESSAGE)
  // A flow that exists but is private (or keyed) answers like an unknown one, with its own code so the
  // public chatbot page can say it is private instead of "Invalid Chatbot".
  if (!flow.isPublic || flow.apikeyid !== null)
    throw new NotFoundError(INVALID_CHATBOT_MESSAGE, ErrorCodes.ChatbotPrivate)
  return flow
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return (header ? /^Bearer\s+(\S+)$/i.exec(header) : null)?.[1]
}

function paramOf(request: FastifyRequest, name: string): string | undefined {
  const params = request.params
  if (typeof params !== 'object' || params === null || !(name in params)) return undefined
  const value: unknown = Reflect.get(params, name)
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

/** Registers third-party routes (swagger UI, static files) with an explicit 'public' policy. */
export function publicScope(app: FastifyInstance, register: (scope: FastifyInstance) => Promise<void>): void {
  app.register(async (scope) => {
    scope.decorate('defaultRoutePolicy', 'public')
    await register(scope)
  })
}

/** The authenticated user of a route whose policy guarantees one. */
export function requireUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new UnauthorizedError()
  return request.user
}

export function requireFlow(request: FastifyRequest): FlowAccess {
  if (!request.flow) throw new NotFoundError('Chatflow not found')
  return request.flow
}

export function requireMembership(request: FastifyRequest): Membership {
  if (!request.membership) throw new NotFoundError('Unik not found')
  return request.membership
}
