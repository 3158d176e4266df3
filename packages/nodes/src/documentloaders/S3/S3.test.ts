import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { useFakeS3 } from '../../testing/fake-s3'

const harness = useNodeHarness()
const { server, load } = useFakeS3(harness)

describe('S3 against a double of S3’s REST API', () => {
  it('S3 reads one object with the loader of its extension, signed with SigV4', async () => {
    const docs = await load('S3', { keyName: 'reports/team.csv', metadata: '{"from":"s3"}' })
    expect(docs.map((d) => [d.pageContent, d.metadata.from])).toEqual([['name: Ann\nrole: lead', 's3']])
    expect(server().requests.at(-1)?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/)
  })

  it('says what S3 refused', async () => {
    await expect(load('S3', { keyName: 'nope.txt' })).rejects.toThrow(
      'S3 answered HTTP 404 for s3://docs/nope.txt: The specified key does not exist.',
    )
    await expect(load('S3', { keyName: 'reports/team.csv' }, 'AKIDOTHER')).rejects.toThrow(
      'S3 answered HTTP 403 for s3://docs/reports/team.csv: Bad signature',
    )
  })
})
