import fc from 'fast-check'
import { csvCell, csvHeader, csvLabelled, toCsv, type CsvColumn } from './csv'
import { isoTime } from './date'

/** A strict RFC 4180 reader, to prove what a spreadsheet reads back from toCsv's lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i += 1
    } else cell += ch
  }
  return rows
}

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('USDT')).toBe('USDT')
    expect(csvCell('10000')).toBe('10000')
    expect(csvCell('0.000155')).toBe('0.000155')
    expect(csvCell('')).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
  })

  it('defuses what a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-1+2')).toBe("'-1+2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe('"\'\r=1"')
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvCell('-')).toBe("'-")
  })

  it('keeps negative amounts numbers: no apostrophe on a plain decimal', () => {
    expect(csvCell('-9792.5')).toBe('-9792.5')
    expect(csvCell('-101')).toBe('-101')
    // Not plain numbers: exponents and signs a decimal string never has are text.
    expect(csvCell('-1e5')).toBe("'-1e5")
    expect(csvCell('+5')).toBe("'+5")
  })

  it('round-trips any text through a strict reader, never starting a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 4 }), { maxLength: 4 }), (rows) => {
        const width = rows[0]?.length ?? 1
        const columns: CsvColumn<string[]>[] = Array.from({ length: width }, (_, i) => ({ key: `c${i}`, label: `C${i}`, value: (r) => r[i] ?? '' }))
        const parsed = parseCsv(toCsv(columns, rows).slice(1))
        expect(parsed.length).toBe(rows.length + 1)
        parsed.slice(1).forEach((cells, r) =>
          cells.forEach((cell, c) => {
            const original = rows[r]?.[c] ?? ''
            expect(cell === original || cell === `'${original}`).toBe(true)
            if (/^[=+\-@\t\r]/.test(original) && !/^-?\d+(\.\d+)?$/.test(original)) expect(cell).toBe(`'${original}`)
          }),
        )
      }),
    )
  })
})

describe('toCsv', () => {
  it('writes a byte order mark, one header row of label and key, and CRLF after every line', () => {
    const columns: CsvColumn<{ a: string; b: string }>[] = [
      { key: 'amount', label: 'المبلغ', value: (r) => r.a },
      { key: 'note', label: 'Note, free text', value: (r) => r.b },
    ]
    expect(toCsv(columns, [{ a: '-5', b: 'x' }])).toBe('\uFEFFالمبلغ (amount),"Note, free text (note)"\r\n-5,x\r\n')
    expect(toCsv(columns, [])).toBe('\uFEFFالمبلغ (amount),"Note, free text (note)"\r\n')
    expect(csvHeader({ key: 'time', label: 'Time' })).toBe('Time (time)')
  })
})

describe('csvLabelled', () => {
  it('writes a machine value as a header is written: its words, then the value in parentheses', () => {
    expect(csvLabelled('Machine earnings', 'machineEarnings')).toBe('Machine earnings (machineEarnings)')
    expect(csvLabelled('تسوية من النظام', 'systemAdjustment')).toBe('تسوية من النظام (systemAdjustment)')
    // "Not set" stays an empty cell, with no words.
    expect(csvLabelled('Anything', '')).toBe('')
    // Words with a comma are quoted like any cell.
    expect(csvCell(csvLabelled('Profit, loss', 'tradeResult'))).toBe('"Profit, loss (tradeResult)"')
  })
})

describe('isoTime', () => {
  it('writes ISO 8601 in UTC to the second', () => {
    expect(isoTime('2026-11-25T01:02:03.000Z')).toBe('2026-11-25T01:02:03Z')
    expect(isoTime('2026-11-25T09:02:03+08:00')).toBe('2026-11-25T01:02:03Z')
    expect(isoTime('2026-11-25T01:02:03.250Z')).toBe('2026-11-25T01:02:03.250Z')
    expect(isoTime('')).toBe('')
  })
})
