import type { TChatFile, TChatFileStore } from '../context'

/** A chat's file store in memory, as the server's keeps them per chat: what a run saved is in `files`. */
export function memoryChatFiles(maxBytes = 1024 * 1024): TChatFileStore & { files: TChatFile[] } {
  const files: TChatFile[] = []
  return {
    files,
    maxBytes,
    save: (file) => {
      files.push(file)
      return Promise.resolve()
    },
  }
}
