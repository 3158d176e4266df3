import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { useFakeS3 } from '../../testing/fake-s3'

const harness = useNodeHarness()
const { load } = useFakeS3(harness)

describe('S3 Directory against a double of S3’s REST API', () => {
  it('lists the prefix page by page and reads every object', async () => {
    const docs = await load('s3Directory', { prefix: 'reports/' })
    expect(docs.map((d) => d.pageContent)).toEqual(['# Notes\nship friday', 'name: Ann\nrole: lead'])
  })
})
