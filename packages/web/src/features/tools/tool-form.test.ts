import { describe, expect, it } from 'vitest'
import {
  isJsonFileName,
  newSchemaRow,
  parseSchemaJson,
  parseToolFile,
  schemaRowProblems,
  schemaRowsToJson,
  schemaVariables,
  suggestToolName,
  toolExportFileName,
  toolExportJson,
  toolFormToBody,
  toolNameError,
} from './tool-form'

describe('toolNameError', () => {
  it('accepts lowercase letters, digits and underscores', () => {
    expect(toolNameError('get_weather')).toBeNull()
    expect(toolNameError('tool2')).toBeNull()
  })
  it('names what is wrong', () => {
    expect(toolNameError(' ')).toBe('required')
    expect(toolNameError('GetWeather')).toBe('invalid')
    expect(toolNameError('get-weather')).toBe('invalid')
    expect(toolNameError('get weather')).toBe('invalid')
    expect(toolNameError('a'.repeat(256))).toBe('maxLength')
  })
  it('suggests a valid name', () => {
    expect(suggestToolName(' Get Weather-2 ')).toBe('get_weather_2')
    expect(toolNameError(suggestToolName('Get Weather-2'))).toBeNull()
  })
})

describe('schema table ⇄ JSON', () => {
  const rows = [
    newSchemaRow({ property: ' city ', type: 'string', description: 'City name', required: true }),
    newSchemaRow({ property: 'days', type: 'number' }),
  ]

  it('writes the stored shape without row keys, property trimmed', () => {
    expect(JSON.parse(schemaRowsToJson(rows))).toEqual([
      { property: 'city', type: 'string', description: 'City name', required: true },
      { property: 'days', type: 'number', description: '', required: false },
    ])
  })

  it('reads back what it wrote', () => {
    const result = parseSchemaJson(schemaRowsToJson(rows, 2))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.rows.map(({ key: _key, ...rest }) => rest)).toEqual([
      { property: 'city', type: 'string', description: 'City name', required: true },
      { property: 'days', type: 'number', description: '', required: false },
    ])
    expect(new Set(result.rows.map((r) => r.key)).size).toBe(2)
  })

  it('treats empty text as an empty table and fills defaults', () => {
    expect(parseSchemaJson('  ')).toEqual({ ok: true, rows: [] })
    const result = parseSchemaJson('[{"property":"q","type":"string"}]')
    expect(result.ok && result.rows[0]).toMatchObject({ property: 'q', description: '', required: false })
  })

  it('reports invalid JSON, a non-array and the first bad item', () => {
    const bad = parseSchemaJson('[{"property": }]')
    expect(bad.ok === false && bad.error.kind).toBe('invalidJson')
    expect(parseSchemaJson('{"property":"a"}')).toEqual({ ok: false, error: { kind: 'notArray' } })
    expect(parseSchemaJson('[{"property":"a","type":"string"},{"type":"string"}]')).toEqual({
      ok: false,
      error: { kind: 'invalidItem', index: 1 },
    })
    expect(parseSchemaJson('[{"property":"a","type":"string","required":"yes"}]')).toEqual({
      ok: false,
      error: { kind: 'invalidItem', index: 0 },
    })
  })

  it('marks empty and repeated property names', () => {
    const problems = schemaRowProblems([
      newSchemaRow({ property: 'a' }),
      newSchemaRow({ property: '' }),
      newSchemaRow({ property: 'a ' }),
    ])
    expect([...problems]).toEqual([
      [1, 'required'],
      [2, 'duplicate'],
    ])
  })

  it('lists the $property variables once each', () => {
    expect(schemaVariables([...rows, newSchemaRow({ property: 'city' }), newSchemaRow()])).toEqual([
      '$city',
      '$days',
    ])
  })
})

describe('export and import', () => {
  const tool = {
    name: 'get_weather',
    description: 'Weather',
    color: '#aabbcc',
    iconSrc: null,
    schema: '[]',
    func: 'return 1',
  }

  it('exports without id or dates and reads the file back', () => {
    const saved = { ...tool, id: 'x', createdDate: 'd', updatedDate: 'd' }
    const text = toolExportJson(saved)
    expect(JSON.parse(text)).toEqual(tool)
    // A null icon is left out of what the dialog is prefilled with.
    const { iconSrc: _iconSrc, ...rest } = tool
    expect(parseToolFile(text)).toStrictEqual(rest)
    expect(toolExportFileName('get_weather')).toBe('get_weather-CustomTool.json')
  })

  it('accepts a schema given as an array and refuses what is not a tool', () => {
    expect(parseToolFile('{"name":"t","schema":[{"property":"a","type":"string"}]}')).toEqual({
      name: 't',
      schema: '[{"property":"a","type":"string"}]',
    })
    expect(parseToolFile('not json')).toBeNull()
    expect(parseToolFile('[1]')).toBeNull()
    expect(parseToolFile('{"description":"no name"}')).toBeNull()
  })

  it('only takes .json files', () => {
    expect(isJsonFileName('tool.JSON')).toBe(true)
    expect(isJsonFileName('tool.json.txt')).toBe(false)
  })
})

describe('toolFormToBody', () => {
  it('trims text and sends an empty icon as null', () => {
    expect(
      toolFormToBody(
        { name: ' t ', description: ' d ', color: '#ffffff', iconSrc: ' ', func: 'return $a' },
        '[]',
      ),
    ).toEqual({
      name: 't',
      description: 'd',
      color: '#ffffff',
      iconSrc: null,
      schema: '[]',
      func: 'return $a',
    })
  })
})
