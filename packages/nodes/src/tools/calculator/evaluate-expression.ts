/**
 * Arithmetic for the Calculator tool: a small recursive-descent parser over numbers, + - * / % ^,
 * parentheses, a few functions and constants. Nothing is ever handed to `eval` or `Function`, and
 * names are looked up in our own tables only (no property access on objects).
 */

export class ExpressionError extends Error {
  override readonly name = 'ExpressionError'
}

const constants: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E, tau: 2 * Math.PI }

const functions: Readonly<Record<string, (...args: number[]) => number>> = {
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  abs: Math.abs,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  exp: Math.exp,
  ln: Math.log,
  log: (x, base) => (base === undefined ? Math.log10(x) : Math.log(x) / Math.log(base)),
  log10: Math.log10,
  log2: Math.log2,
  round: Math.round,
  floor: Math.floor,
  ceil: Math.ceil,
  min: Math.min,
  max: Math.max,
  pow: Math.pow,
}

const MAX_LENGTH = 1000
const MAX_DEPTH = 100

type TToken = { kind: 'num'; value: number } | { kind: 'name'; value: string } | { kind: 'op'; value: string }

function tokenize(text: string): TToken[] {
  const tokens: TToken[] = []
  const re = /\s*(?:(\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/%^(),!]))/iy
  let at = 0
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break
    re.lastIndex = at
    const m = re.exec(text)
    if (!m) throw new ExpressionError(`Unexpected character "${text.slice(at).trim()[0] ?? ''}"`)
    at = re.lastIndex
    if (m[1] !== undefined) tokens.push({ kind: 'num', value: Number(m[1]) })
    else if (m[2] !== undefined) tokens.push({ kind: 'name', value: m[2].toLowerCase() })
    else tokens.push({ kind: 'op', value: m[3] === '**' ? '^' : (m[3] ?? '') })
  }
  return tokens
}

function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > 170)
    throw new ExpressionError('factorial needs a whole number 0..170')
  let r = 1
  for (let i = 2; i <= n; i++) r *= i
  return r
}

/** Evaluates an arithmetic expression such as `2 * (3 + 4) ^ 2 / sqrt(16)`. */
export function evaluateExpression(text: string): number {
  if (text.length > MAX_LENGTH) throw new ExpressionError('Expression is too long')
  const tokens = tokenize(text)
  let pos = 0
  let depth = 0
  const peek = () => tokens[pos]
  const isOp = (v: string) => {
    const t = tokens[pos]
    return t?.kind === 'op' && t.value === v
  }
  const expect = (v: string) => {
    if (!isOp(v)) throw new ExpressionError(`Expected "${v}"`)
    pos++
  }
  const nested = <T>(f: () => T): T => {
    if (++depth > MAX_DEPTH) throw new ExpressionError('Expression is nested too deeply')
    try {
      return f()
    } finally {
      depth--
    }
  }

  // sum := product (('+'|'-') product)*
  const sum = (): number => {
    let v = product()
    while (isOp('+') || isOp('-')) v = tokens[pos++]?.value === '+' ? v + product() : v - product()
    return v
  }
  // product := unary (('*'|'/'|'%') unary)*
  const product = (): number => {
    let v = unary()
    while (isOp('*') || isOp('/') || isOp('%')) {
      const op = tokens[pos++]?.value
      const r = unary()
      v = op === '*' ? v * r : op === '/' ? v / r : v % r
    }
    return v
  }
  // unary := ('-'|'+') unary | power
  const unary = (): number =>
    nested(() => {
      if (isOp('-')) {
        pos++
        return -unary()
      }
      if (isOp('+')) {
        pos++
        return unary()
      }
      return power()
    })
  // power := postfix ('^' unary)?   (right-associative, binds tighter than unary minus on its left)
  const power = (): number => {
    const base = postfix()
    if (!isOp('^')) return base
    pos++
    return Math.pow(base, unary())
  }
  const postfix = (): number => {
    let v = primary()
    while (isOp('!')) {
      pos++
      v = factorial(v)
    }
    return v
  }
  const primary = (): number => {
    const t = peek()
    if (!t) throw new ExpressionError('Unexpected end of expression')
    pos++
    if (t.kind === 'num') return t.value
    if (t.kind === 'op' && t.value === '(') {
      const v = nested(sum)
      expect(')')
      return v
    }
    if (t.kind === 'name') {
      if (isOp('(')) {
        const fn = Object.hasOwn(functions, t.value) ? functions[t.value] : undefined
        if (!fn) throw new ExpressionError(`Unknown function "${t.value}"`)
        pos++
        const args: number[] = []
        if (!isOp(')')) {
          args.push(nested(sum))
          while (isOp(',')) {
            pos++
            args.push(nested(sum))
          }
        }
        expect(')')
        return fn(...args)
      }
      const c = Object.hasOwn(constants, t.value) ? constants[t.value] : undefined
      if (c === undefined) throw new ExpressionError(`Unknown name "${t.value}"`)
      return c
    }
    throw new ExpressionError(`Unexpected "${t.value}"`)
  }

  if (tokens.length === 0) throw new ExpressionError('Empty expression')
  const value = sum()
  if (pos < tokens.length) throw new ExpressionError(`Unexpected "${String(tokens[pos]?.value)}"`)
  return value
}
