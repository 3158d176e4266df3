import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { useSearchApis } from '../../testing/search-tools'

const harness = useNodeHarness()
const apis = useSearchApis(harness)

describe('Serper', () => {
  it('the agent searches by POST and reads the results', () =>
    apis.expectSearches(
      { name: 'serper', credential: 'cred-serper' },
      'search',
      'serper answer for unikflow',
      {
        method: 'POST',
        body: { q: 'unikflow' },
      },
    ))
})
