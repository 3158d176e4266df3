import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { APP_VERSION } from '../version'
import { publicScope } from './policies'

export const DOCS_PREFIX = '/api/v1/docs'

/** OpenAPI generated from the routes' zod schemas; must be registered before the routes. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  const { default: swagger } = await import('@fastify/swagger')
  await app.register(swagger, {
    openapi: {
      info: { title: 'Unikflow API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  })
  publicScope(app, async (scope) => {
    // swagger-ui (and its static assets) is loaded with the plugin tree, not at module import.
    const { default: swaggerUi } = await import('@fastify/swagger-ui')
    await scope.register(swaggerUi, { routePrefix: DOCS_PREFIX })
  })
}
