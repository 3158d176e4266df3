import type { Attribute, toOtlpTraces } from '../otlp-export'

/**
 * The OTLP trace request in protobuf's binary wire format (`application/x-protobuf`), which Phoenix and
 * Arize take where OTLP/JSON is refused. Field numbers are opentelemetry-proto's (trace/v1, common/v1).
 */
class ProtoWriter {
  private readonly parts: Uint8Array[] = []

  private varint(value: bigint): void {
    const bytes: number[] = []
    let v = value
    while (v > 0x7fn) {
      bytes.push(Number(v & 0x7fn) | 0x80)
      v >>= 7n
    }
    bytes.push(Number(v))
    this.parts.push(Uint8Array.from(bytes))
  }

  private tag(field: number, wire: number): void {
    this.varint(BigInt((field << 3) | wire))
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, 2)
    this.varint(BigInt(value.length))
    this.parts.push(value)
    return this
  }

  string(field: number, value: string): this {
    return value === '' ? this : this.bytes(field, new TextEncoder().encode(value))
  }

  message(field: number, write: (w: ProtoWriter) => void): this {
    const inner = new ProtoWriter()
    write(inner)
    return this.bytes(field, inner.finish())
  }

  uint(field: number, value: number | bigint): this {
    if (BigInt(value) === 0n) return this
    this.tag(field, 0)
    this.varint(BigInt(value))
    return this
  }

  fixed64(field: number, value: bigint): this {
    this.tag(field, 1)
    const buf = new Uint8Array(8)
    new DataView(buf.buffer).setBigUint64(0, value, true)
    this.parts.push(buf)
    return this
  }

  finish(): Uint8Array {
    return Buffer.concat(this.parts)
  }
}

const hexBytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))

function writeAttribute(w: ProtoWriter, field: number, attribute: Attribute): void {
  w.message(field, (kv) => {
    kv.string(1, attribute.key)
    kv.message(2, (any) => {
      const value = attribute.value
      if ('stringValue' in value) any.bytes(1, new TextEncoder().encode(value.stringValue))
      else if ('boolValue' in value) any.uint(2, value.boolValue ? 1 : 0)
      else any.uint(3, BigInt(value.intValue))
    })
  })
}

export function encodeOtlpTraces(request: ReturnType<typeof toOtlpTraces>): Uint8Array {
  const out = new ProtoWriter()
  for (const resourceSpans of request.resourceSpans)
    out.message(1, (rs) => {
      rs.message(1, (r) => resourceSpans.resource.attributes.forEach((a) => writeAttribute(r, 1, a)))
      for (const scopeSpans of resourceSpans.scopeSpans)
        rs.message(2, (ss) => {
          ss.message(1, (scope) => scope.string(1, scopeSpans.scope.name).string(2, scopeSpans.scope.version))
          for (const span of scopeSpans.spans)
            ss.message(2, (s) => {
              s.bytes(1, hexBytes(span.traceId)).bytes(2, hexBytes(span.spanId))
              if ('parentSpanId' in span && typeof span.parentSpanId === 'string')
                s.bytes(4, hexBytes(span.parentSpanId))
              s.string(5, span.name).uint(6, span.kind)
              s.fixed64(7, BigInt(span.startTimeUnixNano)).fixed64(8, BigInt(span.endTimeUnixNano))
              span.attributes.forEach((a) => writeAttribute(s, 9, a))
              s.message(15, (st) =>
                st
                  .string(2, 'message' in span.status ? (span.status.message ?? '') : '')
                  .uint(3, span.status.code),
              )
            })
        })
    })
  return out.finish()
}
