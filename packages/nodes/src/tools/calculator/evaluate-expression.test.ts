import { describe, expect, it } from 'vitest'
import { evaluateExpression, ExpressionError } from './evaluate-expression'

describe('evaluateExpression', () => {
  it.each([
    ['2+2', 4],
    ['2 * (3 + 4) ^ 2 / sqrt(16)', 24.5],
    ['-2^2', -4],
    ['2^3^2', 512],
    ['2**10', 1024],
    ['10 % 4 + 1.5e1', 17],
    ['max(1, 7, 3) - min(4, 2)', 5],
    ['5!', 120],
    ['round(pi * 100)', 314],
    ['log(100) + ln(e)', 3],
    ['.5 + -(-1)', 1.5],
  ])('%s = %d', (expr, value) => {
    expect(evaluateExpression(expr)).toBeCloseTo(value)
  })

  it.each([
    'constructor',
    'process.exit(1)',
    'this.constructor',
    '__proto__',
    'toString()',
    'alert(1)',
    '1 +',
    '(1',
    '',
    '2; 3',
    '"a"',
    '1 + [1]',
  ])('refuses %s', (expr) => {
    expect(() => evaluateExpression(expr)).toThrow(ExpressionError)
  })

  it('limits nesting and length', () => {
    expect(() => evaluateExpression('('.repeat(500) + '1' + ')'.repeat(500))).toThrow(ExpressionError)
    expect(() => evaluateExpression('1+'.repeat(600) + '1')).toThrow(ExpressionError)
  })
})
