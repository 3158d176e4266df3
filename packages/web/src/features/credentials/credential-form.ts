import {
  CREDENTIAL_NAME_MAX,
  REDACTED_CREDENTIAL_VALUE,
  type TComponentCredential,
  type TCredential,
  type TCredentialCreateBody,
  type TCredentialData,
} from '@unikflow/graph'

/** One field of a credential kind, as `GET /components-credentials` describes it. */
export type TCredentialField = TComponentCredential['inputs'][number]

/** Text inputs hold strings (numbers too, until they are sent); switches hold booleans. */
export type TCredentialFormValues = Record<string, string | boolean>

export interface CredentialFormState {
  values: TCredentialFormValues
  /**
   * Secret fields the server already stores (they read as the redaction mask). Their inputs start
   * empty; left empty they are sent back as the mask, which keeps the stored value.
   */
  storedSecrets: string[]
}

export type TCredentialFieldError = 'required' | 'number' | 'maxLength'

export type CredentialFormResult =
  | { ok: true; body: Required<TCredentialCreateBody> }
  | { ok: false; errors: Record<string, TCredentialFieldError> }

/** The key of the name field in `errors` (field names are identifiers, so this cannot clash). */
export const NAME_FIELD = '#name'

export const isSecretField = (field: TCredentialField): boolean => field.type === 'password'
const isOptional = (field: TCredentialField): boolean => field.optional === true

function defaultValue(field: TCredentialField): string | boolean {
  if (field.type === 'boolean') return field.default === true
  return typeof field.default === 'string' || typeof field.default === 'number' ? String(field.default) : ''
}

/** The form's starting values: a kind's defaults for a new credential, the stored ones for an edit. */
export function initialCredentialForm(
  kind: TComponentCredential,
  credential?: TCredential,
): CredentialFormState {
  const values: TCredentialFormValues = {}
  const storedSecrets: string[] = []
  for (const field of kind.inputs) {
    const stored = credential?.plainDataObj[field.name]
    if (stored === undefined) {
      values[field.name] = defaultValue(field)
    } else if (isSecretField(field) || stored === REDACTED_CREDENTIAL_VALUE) {
      values[field.name] = ''
      storedSecrets.push(field.name)
    } else if (field.type === 'boolean') {
      values[field.name] = stored === true || stored === 'true'
    } else {
      values[field.name] = String(stored)
    }
  }
  return { values, storedSecrets }
}

/**
 * The request body for the form, or what is wrong with it. New credentials leave out empty optional
 * fields; an edit sends them empty (so a cleared base URL is cleared) and sends stored secrets the
 * user did not retype as REDACTED_CREDENTIAL_VALUE (the server keeps the stored value).
 */
export function credentialFormToBody(
  kind: TComponentCredential,
  name: string,
  state: CredentialFormState,
  editing: boolean,
): CredentialFormResult {
  const errors: Record<string, TCredentialFieldError> = {}
  const trimmedName = name.trim()
  if (trimmedName === '') errors[NAME_FIELD] = 'required'
  else if (trimmedName.length > CREDENTIAL_NAME_MAX) errors[NAME_FIELD] = 'maxLength'

  const data: TCredentialData = {}
  for (const field of kind.inputs) {
    const value = state.values[field.name]
    if (field.type === 'boolean') {
      data[field.name] = value === true
      continue
    }
    const text = typeof value === 'string' ? value : ''
    const empty = text.trim() === ''
    if (empty && isSecretField(field) && state.storedSecrets.includes(field.name)) {
      data[field.name] = REDACTED_CREDENTIAL_VALUE
      continue
    }
    if (empty) {
      if (!isOptional(field)) errors[field.name] = 'required'
      else if (editing && field.type !== 'number') data[field.name] = ''
      continue
    }
    if (field.type === 'number') {
      const n = Number(text.trim())
      if (Number.isFinite(n)) data[field.name] = n
      else errors[field.name] = 'number'
      continue
    }
    // Secrets are taken as typed (a key may end in a space); other text is trimmed.
    data[field.name] = isSecretField(field) ? text : text.trim()
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, body: { name: trimmedName, credentialName: kind.name, plainDataObj: data } }
}

/** Kinds whose label, name or description contain every word of the query (any case). */
export function filterCredentialKinds(
  kinds: readonly TComponentCredential[],
  query: string,
): TComponentCredential[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  return kinds
    .filter((kind) => {
      const text = `${kind.label} ${kind.name} ${kind.description ?? ''}`.toLowerCase()
      return words.every((w) => text.includes(w))
    })
    .sort((a, b) => a.label.localeCompare(b.label))
}

/** The letter(s) of a credential kind's avatar: "OpenAI API" → "OA". */
export function kindInitials(label: string): string {
  const words = label.split(/[\s_-]+/).filter(Boolean)
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : label.slice(0, 2)
  return letters.toUpperCase()
}
