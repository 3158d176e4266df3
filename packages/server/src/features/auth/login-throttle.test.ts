import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login, register } from '../../test/api-client'
import { buildTestApp, describeDialects, type TestApp } from '../../test/build-test-app'
import { LoginThrottle } from './login-throttle'

describe('LoginThrottle', () => {
  it('blocks after the limit within the window and forgets after it', () => {
    let now = 0
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 1000 }, () => now)
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds('A@x.io', '1.1.1.1')).toBe(0)
      throttle.recordFailure('a@x.io', '1.1.1.1')
    }
    expect(throttle.retryAfterSeconds('a@x.io', '1.1.1.1')).toBe(1)
    expect(throttle.retryAfterSeconds('a@x.io', '2.2.2.2')).toBe(0)
    now = 1000
    expect(throttle.retryAfterSeconds('a@x.io', '1.1.1.1')).toBe(0)
  })
})

describeDialects('login throttling (%s)', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp(dialect)
    await register(t.app, 'target@example.com')
  })
  afterAll(() => t.close())

  it('answers 429 after 5 failures for one email+IP, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, 'target@example.com', 'Wrong-pass-1', '10.0.0.1')).statusCode).toBe(401)
    }
    const blocked = await login(t.app, 'target@example.com', undefined, '10.0.0.1')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' })
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    // Another IP is not affected.
    expect((await login(t.app, 'target@example.com', undefined, '10.0.0.2')).statusCode).toBe(200)
  })

  it('clears the counter on success', async () => {
    for (let i = 0; i < 4; i++) await login(t.app, 'target@example.com', 'Wrong-pass-1', '10.0.0.3')
    expect((await login(t.app, 'target@example.com', undefined, '10.0.0.3')).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) {
      expect((await login(t.app, 'target@example.com', 'Wrong-pass-1', '10.0.0.3')).statusCode).toBe(401)
    }
    expect((await login(t.app, 'target@example.com', undefined, '10.0.0.3')).statusCode).toBe(200)
  })
})
