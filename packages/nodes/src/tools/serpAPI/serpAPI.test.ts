import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { useSearchApis } from '../../testing/search-tools'

const harness = useNodeHarness()
const apis = useSearchApis(harness)

describe('Serp API', () => {
  it('the agent searches Google through SerpAPI and reads the results', () =>
    apis.expectSearches(
      { name: 'serpAPI', credential: 'cred-serp' },
      'search',
      'serpapi answer for unikflow',
      {
        query: { q: 'unikflow', engine: 'google' },
      },
    ))
})
