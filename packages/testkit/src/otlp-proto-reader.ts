/**
 * Reads an OTLP trace request in protobuf's binary wire format (what Phoenix and Arize receive) into the
 * shape of OTLP/JSON, so a test asserts on spans whichever encoding was sent.
 */
type Fields = Map<number, (bigint | Buffer)[]>

function readVarint(buf: Buffer, at: number): [bigint, number] {
  let value = 0n
  let shift = 0n
  let pos = at
  for (;;) {
    const byte = buf[pos++]
    if (byte === undefined) throw new Error('truncated varint')
    value |= BigInt(byte & 0x7f) << shift
    if ((byte & 0x80) === 0) return [value, pos]
    shift += 7n
  }
}

function readFields(buf: Buffer): Fields {
  const fields: Fields = new Map()
  let pos = 0
  while (pos < buf.length) {
    const [tag, next] = readVarint(buf, pos)
    pos = next
    const field = Number(tag >> 3n)
    const wire = Number(tag & 7n)
    let value: bigint | Buffer
    if (wire === 0) [value, pos] = readVarint(buf, pos)
    else if (wire === 1) {
      value = buf.readBigUInt64LE(pos)
      pos += 8
    } else if (wire === 2) {
      const [length, start] = readVarint(buf, pos)
      value = buf.subarray(start, start + Number(length))
      pos = start + Number(length)
    } else if (wire === 5) {
      value = BigInt(buf.readUInt32LE(pos))
      pos += 4
    } else throw new Error(`wire type ${wire} not read`)
    fields.set(field, [...(fields.get(field) ?? []), value])
  }
  return fields
}

const bytesOf = (f: Fields, n: number) => f.get(n)?.filter((v): v is Buffer => Buffer.isBuffer(v)) ?? []
const numberOf = (f: Fields, n: number) => f.get(n)?.find((v): v is bigint => typeof v === 'bigint') ?? 0n
const textOf = (f: Fields, n: number) => bytesOf(f, n)[0]?.toString('utf8') ?? ''

export type TOtlpAttribute = { key: string; value: string }
export type TOtlpSpan = {
  traceId: string
  spanId: string
  parentSpanId: string
  name: string
  kind: number
  startTimeUnixNano: string
  endTimeUnixNano: string
  attributes: TOtlpAttribute[]
  status: { code: number; message: string }
}

function attributes(list: Buffer[]): TOtlpAttribute[] {
  return list.map((kv) => {
    const f = readFields(kv)
    const any = readFields(bytesOf(f, 2)[0] ?? Buffer.alloc(0))
    const value = any.has(1) ? textOf(any, 1) : String(numberOf(any, any.has(2) ? 2 : 3))
    return { key: textOf(f, 1), value }
  })
}

function span(buf: Buffer): TOtlpSpan {
  const f = readFields(buf)
  const status = readFields(bytesOf(f, 15)[0] ?? Buffer.alloc(0))
  return {
    traceId: bytesOf(f, 1)[0]?.toString('hex') ?? '',
    spanId: bytesOf(f, 2)[0]?.toString('hex') ?? '',
    parentSpanId: bytesOf(f, 4)[0]?.toString('hex') ?? '',
    name: textOf(f, 5),
    kind: Number(numberOf(f, 6)),
    startTimeUnixNano: String(numberOf(f, 7)),
    endTimeUnixNano: String(numberOf(f, 8)),
    attributes: attributes(bytesOf(f, 9)),
    status: { code: Number(numberOf(status, 3)), message: textOf(status, 2) },
  }
}

/** `ExportTraceServiceRequest` → its resources' attributes and spans. */
export function readOtlpProtobuf(body: Buffer): { resource: TOtlpAttribute[]; spans: TOtlpSpan[] }[] {
  return bytesOf(readFields(body), 1).map((resourceSpans) => {
    const rs = readFields(resourceSpans)
    const resource = readFields(bytesOf(rs, 1)[0] ?? Buffer.alloc(0))
    return {
      resource: attributes(bytesOf(resource, 1)),
      spans: bytesOf(rs, 2).flatMap((scopeSpans) => bytesOf(readFields(scopeSpans), 2).map(span)),
    }
  })
}
