import { describe, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { useSearchApis } from '../../testing/search-tools'

const harness = useNodeHarness()
const apis = useSearchApis(harness)

describe('Google Custom Search', () => {
  it('the agent searches with the engine id of the credential and reads the results', () =>
    apis.expectSearches(
      { name: 'googleCustomSearch', credential: 'cred-google' },
      'google-custom-search',
      'Version 2 ships today.',
      { query: { q: 'unikflow', cx: 'cx-1' } },
    ))
})
