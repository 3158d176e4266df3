import { BSON, type Document } from 'bson'

/** MongoDB's wire protocol opcodes a driver sends (OP_QUERY for a first legacy hello, OP_MSG after). */
const OP_REPLY = 1
const OP_QUERY = 2004
const OP_MSG = 2013
/** OP_MSG flag bits: a CRC-32C after the sections; the sender wants no reply. */
const CHECKSUM_PRESENT = 1
const MORE_TO_COME = 2

/** One command as a server reads it: the body with every document sequence (kind 1 section) folded in. */
export type TWireCommand = { requestId: number; opCode: number; command: Document; moreToCome: boolean }

/** Splits the bytes read so far into whole messages; the rest stays for the next read. */
export function readMessages(buffer: Buffer): { messages: TWireCommand[]; rest: Buffer } {
  const messages: TWireCommand[] = []
  let at = 0
  while (buffer.length - at >= 16) {
    const length = buffer.readInt32LE(at)
    if (buffer.length - at < length) break
    messages.push(parseMessage(buffer.subarray(at, at + length)))
    at += length
  }
  return { messages, rest: buffer.subarray(at) }
}

function parseMessage(message: Buffer): TWireCommand {
  const requestId = message.readInt32LE(4)
  const opCode = message.readInt32LE(12)
  if (opCode === OP_QUERY) {
    // flags, full collection name (cstring), skip, return count, then the query document.
    const nameEnd = message.indexOf(0, 20)
    const docAt = nameEnd + 1 + 8
    const size = message.readInt32LE(docAt)
    const command = BSON.deserialize(message.subarray(docAt, docAt + size))
    return { requestId, opCode, command, moreToCome: false }
  }
  if (opCode !== OP_MSG) throw new Error(`the MongoDB double does not read opcode ${opCode}`)
  const flags = message.readUInt32LE(16)
  const end = message.length - (flags & CHECKSUM_PRESENT ? 4 : 0)
  let command: Document = {}
  const sequences: Record<string, Document[]> = {}
  for (let at = 20; at < end;) {
    const kind = message.readUInt8(at)
    if (kind === 0) {
      const size = message.readInt32LE(at + 1)
      command = BSON.deserialize(message.subarray(at + 1, at + 1 + size))
      at += 1 + size
    } else {
      const size = message.readInt32LE(at + 1)
      const sectionEnd = at + 1 + size
      const idEnd = message.indexOf(0, at + 5)
      const id = message.toString('utf8', at + 5, idEnd)
      const docs: Document[] = []
      for (let d = idEnd + 1; d < sectionEnd;) {
        const docSize = message.readInt32LE(d)
        docs.push(BSON.deserialize(message.subarray(d, d + docSize)))
        d += docSize
      }
      sequences[id] = docs
      at = sectionEnd
    }
  }
  return {
    requestId,
    opCode,
    command: { ...command, ...sequences },
    moreToCome: (flags & MORE_TO_COME) !== 0,
  }
}

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.alloc(16)
  h.writeInt32LE(length, 0)
  h.writeInt32LE(requestId, 4)
  h.writeInt32LE(responseTo, 8)
  h.writeInt32LE(opCode, 12)
  return h
}

/** The reply to a command, in the opcode it came in (OP_REPLY answers OP_QUERY). */
export function encodeReply(to: TWireCommand, reply: Document, requestId: number): Buffer {
  const doc = Buffer.from(BSON.serialize(reply))
  if (to.opCode === OP_QUERY) {
    // response flags, cursor id (int64), starting from, number returned.
    const body = Buffer.alloc(20)
    body.writeInt32LE(1, 16)
    const length = 16 + body.length + doc.length
    return Buffer.concat([header(length, requestId, to.requestId, OP_REPLY), body, doc])
  }
  const flagsAndKind = Buffer.from([0, 0, 0, 0, 0])
  const length = 16 + flagsAndKind.length + doc.length
  return Buffer.concat([header(length, requestId, to.requestId, OP_MSG), flagsAndKind, doc])
}
