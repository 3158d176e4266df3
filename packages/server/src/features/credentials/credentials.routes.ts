import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZCredential,
  ZCredentialCreateBody,
  ZCredentialListQuery,
  ZCredentialSummary,
  ZCredentialUpdateBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { unikCrudRoutes } from '../../http/unik-crud-routes'
import {
  createCredential,
  deleteCredential,
  getCredential,
  listCredentials,
  updateCredential,
} from './credentials.service'

/** Credentials of a unik: members read (values redacted), editors change. */
export const credentialsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const credentials = unikCrudRoutes(app, { base: '/uniks/:unikId/credentials', tags: ['credentials'] })

  credentials.list({
    role: 'member',
    item: ZCredentialSummary,
    query: ZCredentialListQuery,
    run: (unikId, query) => listCredentials(deps, unikId, query.credentialName),
  })
  credentials.create({
    role: 'editor',
    body: ZCredentialCreateBody,
    response: ZCredential,
    run: (unikId, body) => createCredential(deps, unikId, body),
  })
  credentials.get({
    role: 'member',
    response: ZCredential,
    run: (unikId, id) => getCredential(deps, unikId, id),
  })
  credentials.update({
    role: 'editor',
    body: ZCredentialUpdateBody,
    response: ZCredential,
    run: (unikId, id, body) => updateCredential(deps, unikId, id, body),
  })
  credentials.remove({ role: 'editor', run: (unikId, id) => deleteCredential(deps, unikId, id) })
}
