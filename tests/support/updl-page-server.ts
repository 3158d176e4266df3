// Serves built UPDL pages with their libraries from local npm packages, as Unikflow's /assets/libs does,
// a tiny glTF model, and records the leads the pages POST.
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { LIBRARY_FILES } from '@unikflow/updl'

const ROOT = process.cwd()

/** Where packages/server's dependencies are installed (nested first, like Node's resolution from there). */
function libraryFile(urlPath: string): string | undefined {
  const file = LIBRARY_FILES.find((f) => f.urlPath === urlPath)
  if (!file) return undefined
  for (const dir of [join(ROOT, 'packages', 'server'), ROOT]) {
    const path = join(dir, 'node_modules', file.npmPackage, file.fileInPackage)
    if (existsSync(path)) return path
  }
  return undefined
}

/** A one-triangle glTF with its buffer inline: an orange triangle, 1 unit wide. */
export function triangleGltf(): string {
  const positions = new Float32Array([-0.5, 0, 0, 0.5, 0, 0, 0, 1, 0])
  const buffer = Buffer.from(positions.buffer)
  return JSON.stringify({
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, material: 0 }] }],
    materials: [{ pbrMetallicRoughness: { baseColorFactor: [1, 0.5, 0, 1] }, doubleSided: true }],
    buffers: [
      { byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString('base64')}` },
    ],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: buffer.length }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [-0.5, 0, 0], max: [0.5, 1, 0] },
    ],
  })
}

export interface PageServer {
  url: string
  leads: unknown[]
  /** Paths requested, in order. */
  requests: string[]
  /** Pages by name, served at `/page/<name>`, each with the Content-Security-Policy to send (if any). */
  pages: Map<string, { html: string; csp?: string }>
  close(): Promise<void>
}

export async function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, { html: string; csp?: string }>()
  const leads: unknown[] = []
  const requests: string[] = []
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    requests.push(url.pathname)
    if (req.method === 'POST' && url.pathname === '/leads') {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        leads.push(JSON.parse(body))
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
      return
    }
    const page = url.pathname.startsWith('/page/') ? pages.get(url.pathname.slice(6)) : undefined
    if (page) {
      const headers = {
        'content-type': 'text/html; charset=utf-8',
        ...(page.csp ? { 'content-security-policy': page.csp } : {}),
      }
      return void res.writeHead(200, headers).end(page.html)
    }
    if (url.pathname === '/model.gltf')
      return void res.writeHead(200, { 'content-type': 'model/gltf+json' }).end(triangleGltf())
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end()
    const lib = url.pathname.startsWith('/assets/libs/') ? libraryFile(url.pathname.slice(13)) : undefined
    if (!lib) return void res.writeHead(404).end('not found')
    const type = lib.endsWith('.js') ? 'application/javascript' : 'application/octet-stream'
    res.writeHead(200, { 'content-type': type }).end(readFileSync(lib))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    leads,
    requests,
    pages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
