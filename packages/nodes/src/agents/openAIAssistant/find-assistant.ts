import type { TOpenAIAssistantRef } from '../../context'
import { NodeInputError } from '../../shared/read-inputs'

/** The host's assistant for the id, or an input error naming what is missing. */
export async function findAssistant(
  access: { openAI(id: string): Promise<TOpenAIAssistantRef | undefined> } | undefined,
  id: string,
): Promise<TOpenAIAssistantRef> {
  if (!id.trim()) throw new NodeInputError('Select Assistant is empty')
  if (!access)
    throw new NodeInputError('OpenAI Assistant runs only where the unik’s assistants are (the server)')
  const ref = await access.openAI(id.trim())
  if (!ref)
    throw new NodeInputError(`No OpenAI assistant ${id} in this unik (or it is not saved at OpenAI yet)`)
  return ref
}
