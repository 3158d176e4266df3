import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZVariable, ZVariableCreateBody, ZVariableUpdateBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { unikCrudRoutes } from '../../http/unik-crud-routes'
import {
  createVariable,
  deleteVariable,
  getVariable,
  listVariables,
  updateVariable,
} from './variables.service'

/** Variables of a unik (`$vars.name` in flows): members read, editors change; names are unique (409). */
export const variablesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const variables = unikCrudRoutes(app, { base: '/uniks/:unikId/variables', tags: ['variables'] })

  variables.list({ role: 'member', item: ZVariable, run: (unikId) => listVariables(db, unikId) })
  variables.create({
    role: 'editor',
    body: ZVariableCreateBody,
    response: ZVariable,
    conflict: true,
    run: (unikId, body) => createVariable(db, deps.config, unikId, body),
  })
  variables.get({ role: 'member', response: ZVariable, run: (unikId, id) => getVariable(db, unikId, id) })
  variables.update({
    role: 'editor',
    body: ZVariableUpdateBody,
    response: ZVariable,
    conflict: true,
    run: (unikId, id, body) => updateVariable(db, deps.config, unikId, id, body),
  })
  variables.remove({ role: 'editor', run: (unikId, id) => deleteVariable(db, unikId, id) })
}
