import { describe, expect, it } from 'vitest'
import { REDACTED_CREDENTIAL_VALUE, type TComponentCredential, type TCredential } from '@unikflow/graph'
import {
  credentialFormToBody,
  filterCredentialKinds,
  initialCredentialForm,
  kindInitials,
  NAME_FIELD,
} from './credential-form'

const openAI: TComponentCredential = {
  name: 'openAIApi',
  label: 'OpenAI API',
  description: 'An OpenAI key',
  inputs: [
    { name: 'openAIApiKey', label: 'OpenAI Api Key', type: 'password' },
    { name: 'basePath', label: 'Base Path', type: 'string', optional: true },
  ],
}

const redis: TComponentCredential = {
  name: 'redisCacheApi',
  label: 'Redis API',
  inputs: [
    { name: 'redisCacheHost', label: 'Redis Host', type: 'string', default: '127.0.0.1' },
    { name: 'redisCachePort', label: 'Port', type: 'number', default: 6379 },
    { name: 'redisCachePwd', label: 'Password', type: 'password', optional: true },
    { name: 'redisCacheSslEnabled', label: 'Use SSL', type: 'boolean', optional: true },
  ],
}

const stored: TCredential = {
  id: 'c1',
  name: 'Main key',
  credentialName: 'openAIApi',
  createdDate: '2025-01-01T00:00:00.000Z',
  updatedDate: '2025-01-01T00:00:00.000Z',
  plainDataObj: { openAIApiKey: REDACTED_CREDENTIAL_VALUE, basePath: 'http://localhost:8000/v1' },
}

describe('initialCredentialForm', () => {
  it('starts a new credential with the kind defaults', () => {
    expect(initialCredentialForm(redis)).toEqual({
      values: {
        redisCacheHost: '127.0.0.1',
        redisCachePort: '6379',
        redisCachePwd: '',
        redisCacheSslEnabled: false,
      },
      storedSecrets: [],
    })
  })

  it('never puts the redaction mask into an input; stored secrets are remembered instead', () => {
    const state = initialCredentialForm(openAI, stored)
    expect(state.values).toEqual({ openAIApiKey: '', basePath: 'http://localhost:8000/v1' })
    expect(state.storedSecrets).toEqual(['openAIApiKey'])
  })
})

describe('credentialFormToBody', () => {
  it('builds a create body and leaves out empty optional fields', () => {
    const state = initialCredentialForm(openAI)
    state.values.openAIApiKey = 'sk-test '
    expect(credentialFormToBody(openAI, '  My key ', state, false)).toEqual({
      ok: true,
      body: { name: 'My key', credentialName: 'openAIApi', plainDataObj: { openAIApiKey: 'sk-test ' } },
    })
  })

  it('sends an untouched stored secret back as the mask (the server keeps it)', () => {
    const state = initialCredentialForm(openAI, stored)
    const result = credentialFormToBody(openAI, 'Renamed', state, true)
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Renamed',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: REDACTED_CREDENTIAL_VALUE, basePath: 'http://localhost:8000/v1' },
      },
    })
  })

  it('sends a retyped secret and a cleared optional field on edit', () => {
    const state = initialCredentialForm(openAI, stored)
    state.values.openAIApiKey = 'sk-new'
    state.values.basePath = ''
    const result = credentialFormToBody(openAI, 'Main key', state, true)
    expect(result.ok && result.body.plainDataObj).toEqual({ openAIApiKey: 'sk-new', basePath: '' })
  })

  it('names missing fields, the missing name and bad numbers', () => {
    const state = initialCredentialForm(redis)
    state.values.redisCacheHost = ' '
    state.values.redisCachePort = '63a'
    expect(credentialFormToBody(redis, '', state, false)).toEqual({
      ok: false,
      errors: { [NAME_FIELD]: 'required', redisCacheHost: 'required', redisCachePort: 'number' },
    })
    expect(credentialFormToBody(openAI, 'x', initialCredentialForm(openAI), false)).toEqual({
      ok: false,
      errors: { openAIApiKey: 'required' },
    })
  })

  it('converts numbers and switches', () => {
    const state = initialCredentialForm(redis)
    state.values.redisCacheSslEnabled = true
    const result = credentialFormToBody(redis, 'Redis', state, false)
    expect(result.ok && result.body.plainDataObj).toEqual({
      redisCacheHost: '127.0.0.1',
      redisCachePort: 6379,
      redisCacheSslEnabled: true,
    })
  })

  it('refuses a name over the limit', () => {
    const state = initialCredentialForm(openAI)
    state.values.openAIApiKey = 'k'
    expect(credentialFormToBody(openAI, 'n'.repeat(256), state, false)).toEqual({
      ok: false,
      errors: { [NAME_FIELD]: 'maxLength' },
    })
  })
})

describe('filterCredentialKinds', () => {
  it('matches every word in label, name or description, sorted by label', () => {
    expect(filterCredentialKinds([redis, openAI], '').map((k) => k.name)).toEqual([
      'openAIApi',
      'redisCacheApi',
    ])
    expect(filterCredentialKinds([redis, openAI], 'open key').map((k) => k.name)).toEqual(['openAIApi'])
    expect(filterCredentialKinds([redis, openAI], 'REDIS').map((k) => k.name)).toEqual(['redisCacheApi'])
    expect(filterCredentialKinds([redis, openAI], 'nothing')).toEqual([])
  })
})

describe('kindInitials', () => {
  it('takes the first letters of two words, or two letters of one', () => {
    expect(kindInitials('OpenAI API')).toBe('OA')
    expect(kindInitials('Serp')).toBe('SE')
  })
})
