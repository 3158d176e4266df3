import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  ErrorCodes,
  ZRegistrationSettings,
  type TInvite,
  type TInviteCreateBody,
  type TRegistrationInfo,
  type TRegistrationSettings,
  type TUnikRole,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import type { DB, InvitesTable } from '../../db/schema'
import { ForbiddenError } from '../../errors/app-error'
import { generateToken, hashToken } from '../auth/secure-token'
import { countUsers } from '../users/users.repository'
import {
  findInviteByTokenHash,
  insertInvite,
  readRegistrationSetting,
  useInvite,
  writeRegistrationSetting,
} from './registration.repository'

const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000

/**
 * The setting in force: the admin panel's choice, else the environment's, else invitations only — an
 * instance reachable from the internet must not hand accounts (and uniks, flows, runs on the server's
 * resources) to anyone who finds it; the operator opens it on purpose.
 */
async function readRegistrationSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
): Promise<Omit<TRegistrationInfo, 'firstAccount'>> {
  const saved = await readRegistrationSetting(deps.db)
  const parsed = saved ? ZRegistrationSettings.safeParse(JSON.parse(saved)) : undefined
  if (parsed?.success) return { ...parsed.data, source: 'admin' }
  if (deps.config.registration) return { ...deps.config.registration, source: 'environment' }
  return { mode: 'invite', allowedDomains: [], source: 'default' }
}

export async function readRegistration(deps: Pick<AppDeps, 'db' | 'config'>): Promise<TRegistrationInfo> {
  const [settings, users] = await Promise.all([readRegistrationSettings(deps), countUsers(deps.db)])
  return { ...settings, firstAccount: users === 0 }
}

export async function saveRegistration(
  deps: Pick<AppDeps, 'db' | 'config'>,
  settings: TRegistrationSettings,
): Promise<TRegistrationInfo> {
  await writeRegistrationSetting(deps.db, JSON.stringify(settings))
  return readRegistration(deps)
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase()

/**
 * May this address create an account? Returns the invitation it registers with (to be used up in the
 * same transaction as the account), or throws 403 with the reason. The first account is always allowed.
 */
export async function checkRegistration(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: { email: string; inviteToken: string | undefined; isFirstUser: boolean },
): Promise<InvitesTable | undefined> {
  if (input.isFirstUser) return undefined
  const invite = input.inviteToken
    ? await findValidInvite(deps.db, input.inviteToken, input.email)
    : undefined
  if (invite) return invite
  const { mode, allowedDomains } = await readRegistrationSettings(deps)
  if (mode === 'closed')
    throw new ForbiddenError(
      'Registration is closed. Ask an administrator for an account.',
      ErrorCodes.RegistrationClosed,
    )
  if (mode === 'invite')
    throw new ForbiddenError('Registration is by invitation only.', ErrorCodes.InviteRequired)
  if (allowedDomains.length > 0 && !allowedDomains.includes(domainOf(input.email)))
    throw new ForbiddenError(
      `Registration is limited to addresses at ${allowedDomains.join(', ')}.`,
      ErrorCodes.EmailDomainNotAllowed,
    )
  return undefined
}

async function findValidInvite(db: Kysely<DB>, token: string, email: string): Promise<InvitesTable> {
  const invite = await findInviteByTokenHash(db, hashToken(token))
  const usable =
    invite &&
    invite.used_at === null &&
    invite.expires_at > new Date().toISOString() &&
    (!invite.email || invite.email === email.toLowerCase())
  if (!invite || !usable)
    throw new ForbiddenError(
      'This invitation link is not valid (used, expired, or for another address).',
      ErrorCodes.InviteInvalid,
    )
  return invite
}

/** Uses up the invitation inside the account's transaction; a link used twice at once admits one. */
export async function consumeInvite(db: Kysely<DB>, invite: InvitesTable): Promise<void> {
  if (!(await useInvite(db, invite.id)))
    throw new ForbiddenError('This invitation link has already been used.', ErrorCodes.InviteInvalid)
}

/**
 * An invitation link: to the instance (super admins), or to a unik with a role (its owners). Sent by
 * e-mail when SMTP is set up and an address is given; the link is returned to copy either way.
 */
export async function createInvite(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log'>,
  input: { createdBy: string; unik?: { id: string; name: string; role: TUnikRole }; body: TInviteCreateBody },
): Promise<TInvite> {
  const token = generateToken()
  const now = Date.now()
  const invite: InvitesTable = {
    id: randomUUID(),
    token_hash: hashToken(token),
    email: input.body.email ?? null,
    unik_id: input.unik?.id ?? null,
    role: input.unik?.role ?? null,
    created_by: input.createdBy,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + INVITE_TTL_MS).toISOString(),
    used_at: null,
  }
  await insertInvite(deps.db, invite)
  const link = `${deps.config.publicUrl}/auth?invite=${encodeURIComponent(token)}`
  let emailed = false
  if (deps.mailer && invite.email) {
    const to = input.unik ? `the workspace "${input.unik.name}"` : 'Unikflow'
    try {
      await deps.mailer.send({
        to: invite.email,
        subject: `You are invited to ${to}`,
        text: `Open this link to create your account:\n\n${link}\n\nThe link works once, for 7 days.`,
      })
      emailed = true
    } catch (error) {
      // The link still works; the inviter copies it instead. Not logged: it is a credential.
      deps.log.error({ err: error, inviteId: invite.id }, 'sending the invitation email failed')
    }
  }
  return {
    id: invite.id,
    email: invite.email,
    unikId: invite.unik_id,
    role: invite.role,
    link,
    emailed,
    expiresAt: invite.expires_at,
  }
}
