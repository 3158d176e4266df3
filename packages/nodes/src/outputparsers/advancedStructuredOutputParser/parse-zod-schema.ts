import { z } from 'zod'

/**
 * Reads the Zod expression users type in Advanced Structured Output Parser (`z.object({ … })`) without
 * evaluating it: Flowise runs it through `new Function`, which our rule (no eval of user code in the
 * server) forbids. Supported: z.object / array / string / number / boolean / enum / literal / any,
 * and the modifiers .array() .optional() .nullable() .int() .min(n) .max(n) .describe('…') .default(v).
 */
export function parseZodSchema(source: string): z.ZodType {
  const p = new Parser(source.replace(/\/\/[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, ''))
  const schema = p.expression()
  p.skip()
  if (!p.done()) throw p.fail('unexpected text after the schema')
  return schema
}

class Parser {
  private i = 0
  constructor(private readonly s: string) {}

  done(): boolean {
    return this.i >= this.s.length
  }
  fail(msg: string): Error {
    return new Error(`Invalid schema at ${this.i}: ${msg}`)
  }
  skip(): void {
    while (this.i < this.s.length && /[\s]/.test(this.s[this.i] ?? '')) this.i++
  }
  private eat(token: string): boolean {
    this.skip()
    if (this.s.startsWith(token, this.i)) {
      this.i += token.length
      return true
    }
    return false
  }
  private expect(token: string): void {
    if (!this.eat(token)) throw this.fail(`expected "${token}"`)
  }
  private ident(): string {
    this.skip()
    const m = /^[A-Za-z_$][\w$]*/.exec(this.s.slice(this.i))
    if (!m) throw this.fail('expected a name')
    this.i += m[0].length
    return m[0]
  }
  private literal(): string | number | boolean | null {
    this.skip()
    const rest = this.s.slice(this.i)
    const str = /^(['"`])((?:\\.|(?!\1).)*)\1/s.exec(rest)
    if (str) {
      this.i += str[0].length
      return (str[2] ?? '').replace(/\\(.)/g, '$1')
    }
    const num = /^-?\d+(\.\d+)?/.exec(rest)
    if (num) {
      this.i += num[0].length
      return Number(num[0])
    }
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (rest.startsWith(word)) {
        this.i += word.length
        return value
      }
    }
    throw this.fail('expected a literal')
  }

  expression(): z.ZodType {
    this.expect('z.')
    const kind = this.ident()
    this.expect('(')
    let schema = this.base(kind)
    this.expect(')')
    while (this.eat('.')) schema = this.modifier(schema, this.ident())
    return schema
  }

  private base(kind: string): z.ZodType {
    switch (kind) {
      case 'string':
        return z.string()
      case 'number':
        return z.number()
      case 'boolean':
        return z.boolean()
      case 'any':
      case 'unknown':
        return z.unknown()
      case 'array':
        return z.array(this.expression())
      case 'literal': {
        const v = this.literal()
        if (v === null) throw this.fail('literal null is not supported')
        return z.literal(v)
      }
      case 'enum': {
        this.expect('[')
        const values: string[] = []
        while (!this.eat(']')) {
          values.push(String(this.literal()))
          this.eat(',')
        }
        const [first, ...rest] = values
        if (first === undefined) throw this.fail('empty enum')
        return z.enum([first, ...rest])
      }
      case 'object': {
        this.expect('{')
        const shape: Record<string, z.ZodType> = {}
        while (!this.eat('}')) {
          this.skip()
          const quoted = /^['"]/.test(this.s[this.i] ?? '')
          const key = quoted ? String(this.literal()) : this.ident()
          this.expect(':')
          shape[key] = this.expression()
          this.eat(',')
        }
        return z.object(shape)
      }
      default:
        throw this.fail(`z.${kind}() is not supported`)
    }
  }

  private modifier(schema: z.ZodType, name: string): z.ZodType {
    this.expect('(')
    const arg = this.eat(')') ? undefined : this.literal()
    if (arg !== undefined) this.expect(')')
    const n = typeof arg === 'number' ? arg : undefined
    switch (name) {
      case 'optional':
        return schema.optional()
      case 'array':
        return z.array(schema)
      case 'nullable':
        return schema.nullable()
      case 'describe':
        return schema.describe(String(arg))
      case 'default':
        return schema.default(arg)
      case 'int':
        return schema instanceof z.ZodNumber ? schema.int() : schema
      case 'min':
      case 'max':
      case 'length':
        if (n === undefined) throw this.fail(`.${name}() needs a number`)
        if (schema instanceof z.ZodNumber) return name === 'max' ? schema.max(n) : schema.min(n)
        if (schema instanceof z.ZodString || schema instanceof z.ZodArray)
          return name === 'min' ? schema.min(n) : name === 'max' ? schema.max(n) : schema.length(n)
        return schema
      default:
        throw this.fail(`.${name}() is not supported`)
    }
  }
}
