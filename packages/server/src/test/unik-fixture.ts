import { afterAll, beforeAll } from 'vitest'
import type { TUnik, TUnikRole } from '@unikflow/graph'
import type { DialectName } from '../db/database'
import { addMember, createUnik, signUp, type Session } from './api-client'
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app'

/** A test app (fresh database of the dialect) and users signed up on it, by the names the test gives. */
export type AppWithUsers<U extends string> = TestApp & Record<U, Session>

/** …plus a unik of `owner`'s, which the users given a role have joined. */
export type UnikFixture<U extends string> = AppWithUsers<U | 'owner'> & { unik: TUnik }

export interface UnikFixtureSpec<U extends string> {
  /** The unik's owner, signed up first. */
  owner: string
  unik: string
  /** Signed up after the owner, in this order; those with a role join the unik, in this order. */
  users?: Record<U, { email: string; role?: TUnikRole }>
  app?: TestAppOptions
}

/**
 * Registers beforeAll/afterAll hooks that build a test app and sign up `users` (emails, in order).
 * The returned object is filled in by the beforeAll hook: read it inside hooks and tests only.
 */
export function appWithUsers<U extends string>(
  dialect: DialectName,
  users: Record<U, string>,
  options: TestAppOptions = {},
): AppWithUsers<U> {
  // Empty until beforeAll below fills it in.
  const fixture = {} as AppWithUsers<U>
  beforeAll(async () => {
    Object.assign(fixture, await buildTestApp(dialect, options))
    for (const [name, email] of entriesOf(users))
      Object.assign(fixture, { [name]: await signUp(fixture.app, email) })
  })
  afterAll(() => fixture.close())
  return fixture
}

/** As `appWithUsers`, with `owner` first, then a unik of theirs that the users given a role join. */
export function unikFixture<U extends string = never>(
  dialect: DialectName,
  spec: UnikFixtureSpec<U>,
): UnikFixture<U> {
  const emails = Object.fromEntries(entriesOf(spec.users).map(([name, user]) => [name, user.email]))
  // `owner` first, then the users: the same keys as the spec's, so the type holds.
  const fixture = appWithUsers(
    dialect,
    { owner: spec.owner, ...emails } as Record<U | 'owner', string>,
    spec.app,
  )
  const withUnik = fixture as UnikFixture<U>
  beforeAll(async () => {
    withUnik.unik = await createUnik(fixture.app, fixture.owner, spec.unik)
    for (const [, { email, role }] of entriesOf(spec.users)) {
      if (!role) continue
      const res = await addMember(fixture.app, fixture.owner, withUnik.unik.id, email, role)
      if (res.statusCode !== 201) throw new Error(`add member ${email}: ${res.statusCode} ${res.body}`)
    }
  })
  return withUnik
}

const entriesOf = <K extends string, V>(record: Record<K, V> | undefined) =>
  Object.entries(record ?? {}) as [K, V][]
