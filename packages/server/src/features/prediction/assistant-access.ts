import { OPENAI_ASSISTANT_CREDENTIAL } from '@unikflow/graph'
import type { TAssistantAccess } from '@unikflow/nodes'
import type { AppDeps } from '../../deps'
import { findAssistant } from '../assistants/assistants.repository'
import { findCredentialRow } from '../credentials/credentials.repository'
import { readCredentialForRun } from '../credentials/credentials.service'
import { storedOpenAIDetails } from '../openai-assistants/openai-assistants.service'

const DEFAULT_BASE_URL = 'https://api.openai.com/v1'

/**
 * The OpenAI assistants of `unikId` for a run's OpenAI Assistant node: an assistant saved at OpenAI,
 * with its OpenAI credential decrypted for that call only; another unik's assistant is not found.
 */
export function assistantAccess(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  unikId: string,
): TAssistantAccess {
  return {
    async openAI(assistantId) {
      const found = await findAssistant(deps.db, unikId, assistantId)
      const openaiId = found?.type === 'OPENAI' ? storedOpenAIDetails(found)?.openaiId : undefined
      if (!found?.credential || !openaiId) return undefined
      const row = await findCredentialRow(deps.db, unikId, found.credential)
      if (row?.credential_name !== OPENAI_ASSISTANT_CREDENTIAL) return undefined
      const values = await readCredentialForRun(deps, unikId, found.credential)
      return {
        openaiId,
        apiKey: values.openAIApiKey ?? '',
        baseUrl: values.basePath?.trim() || DEFAULT_BASE_URL,
      }
    },
  }
}
