import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { useSearchApis } from '../../testing/search-tools'

const harness = useNodeHarness()
const apis = useSearchApis(harness)

describe('BraveSearch API', () => {
  it('the agent searches and reads the results', () =>
    apis.expectSearches(
      { name: 'braveSearchAPI', credential: 'cred-brave' },
      'brave-search',
      'Version 2 ships today.',
      {
        query: { q: 'unikflow' },
      },
    ))
})
