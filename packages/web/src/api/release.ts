import axios from 'axios'
import { LATEST_RELEASE_TIMEOUT_MS, LATEST_RELEASE_URL } from '../config/constants'

export interface LatestRelease {
  name: string
  htmlUrl: string
  publishedAt: string
}

/** The public release API, called directly (not through our client: no token, no cookies). */
export async function getLatestRelease(): Promise<LatestRelease> {
  const res = await axios.get<unknown>(LATEST_RELEASE_URL, {
    timeout: LATEST_RELEASE_TIMEOUT_MS,
    headers: { Accept: 'application/vnd.github+json' },
  })
  const data = res.data
  if (typeof data !== 'object' || data === null) throw new Error('Unexpected release response')
  const name = Reflect.get(data, 'name')
  const tag = Reflect.get(data, 'tag_name')
  const htmlUrl = Reflect.get(data, 'html_url')
  const publishedAt = Reflect.get(data, 'published_at')
  if (typeof htmlUrl !== 'string' || typeof publishedAt !== 'string')
    throw new Error('Unexpected release response')
  return { name: typeof name === 'string' && name ? name : String(tag), htmlUrl, publishedAt }
}
