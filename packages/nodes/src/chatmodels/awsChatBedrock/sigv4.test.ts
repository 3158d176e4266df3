import { describe, expect, it } from 'vitest'
import { signRequest } from './sigv4'

// AWS's published SigV4 test suite, case "get-vanilla".
const suite = {
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  region: 'us-east-1',
  service: 'service',
  date: new Date('2015-08-30T12:36:00Z'),
}

describe('signRequest (AWS Signature Version 4)', () => {
  it('signs AWS’s get-vanilla example to its published signature', () => {
    const headers = signRequest({
      ...suite,
      method: 'GET',
      url: 'https://example.amazonaws.com/',
      headers: {},
      body: '',
    })
    expect(headers['x-amz-date']).toBe('20150830T123600Z')
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    )
  })

  it('signs the session token and changes the signature with the body', () => {
    const sign = (body: string) =>
      signRequest({
        ...suite,
        credentials: { ...suite.credentials, sessionToken: 'tok' },
        method: 'POST',
        url: 'https://example.amazonaws.com/model/a%3A0/converse',
        headers: { 'content-type': 'application/json' },
        body,
      })
    const a = sign('{}')
    expect(a['x-amz-security-token']).toBe('tok')
    expect(a.authorization).toContain('SignedHeaders=content-type;host;x-amz-date;x-amz-security-token,')
    expect(sign('{"x":1}').authorization).not.toBe(a.authorization)
  })
})
