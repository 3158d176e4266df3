import type { Kysely } from 'kysely'
import { MAX_UPLOAD_SIZE_MB } from '@unikflow/graph'
import type { TChatFileStore } from '@unikflow/nodes'
import type { DB } from '../../db/schema'
import { saveChatUploads, type ChatTarget } from './chat-uploads.repository'

/**
 * Where a run keeps the files its nodes make (an Agent's generated images, its code interpreter's files):
 * with the chat's uploads of the same unik, flow and chat, so `GET /get-upload-file` serves them to those
 * who may read that chat; as large as a chat upload may be.
 */
export function chatFileStore(db: Kysely<DB>, target: ChatTarget): TChatFileStore {
  return {
    maxBytes: MAX_UPLOAD_SIZE_MB * 1024 * 1024,
    save: (file) =>
      saveChatUploads(db, target, [{ name: file.name, mime: file.mime, data: Buffer.from(file.data) }]),
  }
}
