import { NodeInputError } from '../../shared/read-inputs'

/**
 * An Elastic Cloud ID is `<name>:<base64 of "host$es-id$kibana-id">`; its Elasticsearch is
 * `https://<es-id>.<host>` (the host may carry a port).
 */
export function cloudIdUrl(cloudId: string): string {
  const encoded = cloudId.slice(cloudId.indexOf(':') + 1)
  const [hostPort = '', esId = ''] = Buffer.from(encoded, 'base64').toString('utf8').split('$')
  const [host = '', port] = hostPort.split(':')
  if (!host || !esId) throw new NodeInputError('The Elasticsearch Cloud ID cannot be read')
  return `https://${esId}.${host}${port && port !== '443' ? `:${port}` : ''}`
}

/** The server and its Authorization header, from either Elasticsearch credential kind. */
export function elasticsearchConnection(c: Record<string, string>): {
  url: string
  headers: Record<string, string>
} {
  if (c.endpoint) {
    if (!c.apiKey) throw new NodeInputError('The Elasticsearch API credential needs its API key')
    return { url: c.endpoint, headers: { authorization: `ApiKey ${c.apiKey}` } }
  }
  const target = (c.cloudId ?? '').trim()
  if (!target) throw new NodeInputError('Elasticsearch needs a credential with its endpoint or Cloud ID')
  const url = /^https?:\/\//.test(target) ? target : cloudIdUrl(target)
  const basic = Buffer.from(`${c.username ?? ''}:${c.password ?? ''}`).toString('base64')
  return { url, headers: { authorization: `Basic ${basic}` } }
}
