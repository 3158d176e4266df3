import { startLocalHttpServer, type TLocalServer } from './local-http-server'

/** The OpenAPI document of the pets API (`getPet`, `createPet` with a `$ref` body), served at `/openapi.yaml`. */
export const PETS_OPENAPI_SPEC = `openapi: 3.0.0
info: { title: Pets, version: '1' }
servers: [{ url: /v1 }]
paths:
  /pets/{id}:
    get:
      operationId: getPet
      summary: Reads one pet
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
        - { name: verbose, in: query, schema: { type: boolean } }
  /pets:
    post:
      operationId: createPet
      summary: Adds a pet
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
components:
  schemas:
    Pet: { type: object, properties: { name: { type: string } }, required: [name] }
`

/**
 * A small HTTP API for nodes that call user-given URLs (OpenAPI Toolkit, API chains, API Loader, HTTP):
 * `/openapi.yaml` is the spec above; every other request answers JSON
 * `{ method, url, name: 'Rex', received: <body or null> }`. `requests` records every request.
 */
export function startFakePetsApi(): Promise<TLocalServer> {
  return startLocalHttpServer((req, res) => {
    if (req.url === '/openapi.yaml') {
      res.writeHead(200, { 'content-type': 'application/yaml' })
      return res.end(PETS_OPENAPI_SPEC)
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ method: req.method, url: req.url, name: 'Rex', received: req.body || null }))
  })
}
