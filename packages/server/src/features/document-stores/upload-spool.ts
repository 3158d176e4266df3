import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import { FILE_PART_BYTES } from './document-file-parts.repository'
import { HEAD_BYTES, tooLarge, type StreamedUpload } from './document-files'

/**
 * A form's files spooled to a temporary folder as they stream in (the loader they go to is known only
 * once every field is read), then stored from there a part at a time: no file is ever one buffer. The
 * folder is removed when the request ends (`close`).
 */
export class UploadSpool {
  private dir: string | undefined
  readonly files: StreamedUpload[] = []

  constructor(private readonly maxFileBytes: number) {}

  async add(part: MultipartFile): Promise<void> {
    this.dir ??= await mkdtemp(join(tmpdir(), 'unikflow-upload-'))
    const path = join(this.dir, String(this.files.length))
    const head: Buffer[] = []
    let size = 0
    await pipeline(
      part.file,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const piece of source) {
          if (size < HEAD_BYTES) head.push(Buffer.from(piece.subarray(0, HEAD_BYTES - size)))
          size += piece.length
          yield piece
        }
      },
      createWriteStream(path),
    )
    if (part.file.truncated) throw tooLarge(part.filename, this.maxFileBytes)
    this.files.push({
      name: part.filename,
      size,
      head: Buffer.concat(head),
      read: () => createReadStream(path, { highWaterMark: FILE_PART_BYTES }),
    })
  }

  async close(): Promise<void> {
    if (this.dir) await rm(this.dir, { recursive: true, force: true })
  }
}
