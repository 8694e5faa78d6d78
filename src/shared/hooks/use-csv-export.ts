import { useEffect, useRef, useState } from 'react'
import type { Paged } from '@/shared/api/contract/envelope'
import { isRpcError } from '@/shared/api/errors'
import { toCsv, type CsvColumn } from '@/shared/lib/csv'
import { isInRange, rangeInstants, type DayRange } from '@/shared/lib/date-range'

// Every record the screen's filters select, fetched page by page and saved as one CSV file
// (docs/architecture.md, "CSV export"). Each page goes through the typed rpc(), so a malformed
// answer stops the export with an error instead of writing a wrong figure.

/** The largest page the backend gives (docs/api.md, `size` 1 to 50): fewer calls for a long history. */
export const EXPORT_PAGE_SIZE = 50

export interface CsvExportSource<T> {
  /** One page (1-based) of the records, as the screen's filters select them; `signal` cancels the call. */
  fetchPage: (page: number, size: number, signal: AbortSignal) => Promise<Paged<T>>
  /** Each record's id: a record that moved to the next page while the export ran is written once. */
  getId: (row: T) => string
  /** The record's time, as the API writes it: the date range is compared with it. */
  timeOf: (row: T) => string
  /**
   * True when the list comes newest first by `timeOf` (the backend's order for every exported list,
   * docs/api.md): then the export stops at the first page reaching back before the range.
   */
  newestFirst: boolean
}

export type CsvExportState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number | null; found: number }
  | { status: 'failed'; error: unknown }
  /** Nothing in the range (or in the list): no file saved. */
  | { status: 'empty' }

/**
 * The file's name: the list's name and the range's days ("finance-2025-01-01_2025-12-31.csv"), or
 * for everything, the date of the export in UTC, as the times in it ("finance-2026-11-25.csv").
 */
export function csvFileName(name: string, range: DayRange | null = null, now = new Date()): string {
  return range ? `${name}-${range.from}_${range.to}.csv` : `${name}-${now.toISOString().slice(0, 10)}.csv`
}

/** Hands the text to the browser as a download: a Blob, an object URL and an `<a download>` clicked. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns: let go of it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Runs one export at a time: `start` is ignored while one runs, `cancel` aborts the page in flight
 * and drops what was fetched, and leaving the screen cancels too. A run keeps the source, columns,
 * name and range it started with (a screen gives a new filter a new export: `key`). The API has
 * no date filter, so a range is applied here, to the records as they arrive.
 */
export function useCsvExport<T>(source: CsvExportSource<T>, columns: () => readonly CsvColumn<T>[] | Promise<readonly CsvColumn<T>[]>, name: string, onSaved: (fileName: string) => void) {
  const [state, setState] = useState<CsvExportState>({ status: 'idle' })
  const running = useRef<AbortController | null>(null)

  useEffect(() => () => running.current?.abort(), [])

  async function run(controller: AbortController, range: DayRange | null) {
    const instants = range && rangeInstants(range)
    const rows: T[] = []
    const seen = new Set<string>()
    try {
      for (let page = 1; ; page += 1) {
        const answer = await source.fetchPage(page, EXPORT_PAGE_SIZE, controller.signal)
        if (controller.signal.aborted) return
        for (const row of answer.list) {
          if (seen.has(source.getId(row))) continue
          seen.add(source.getId(row))
          if (!instants || isInRange(source.timeOf(row), instants)) rows.push(row)
        }
        setState({ status: 'running', done: seen.size, total: Math.max(answer.total, seen.size), found: rows.length })
        if (!answer.hasMore || answer.list.length === 0) break
        // Newest first: every later page is older than this one's last (oldest) row, so once that
        // row is before the range's start, no later page holds a record in the range. A list not in
        // that order is read to its end.
        const oldest = answer.list.at(-1)
        if (instants && source.newestFirst && oldest && Date.parse(source.timeOf(oldest)) < instants.start) break
      }
      if (rows.length === 0) {
        setState({ status: 'empty' })
        return
      }
      // The columns may wait for strings their cells are worded from (cancel meanwhile saves nothing).
      const written = await columns()
      if (controller.signal.aborted) return
      const fileName = csvFileName(name, range)
      downloadText(toCsv(written, rows), fileName)
      setState({ status: 'idle' })
      onSaved(fileName)
    } catch (error) {
      if (controller.signal.aborted || (isRpcError(error) && error.kind === 'canceled')) return
      setState({ status: 'failed', error })
    } finally {
      if (running.current === controller) running.current = null
    }
  }

  /** Exports the records of `range` (local days, both included), or every record for null. */
  function start(range: DayRange | null = null) {
    if (running.current) return
    const controller = new AbortController()
    running.current = controller
    setState({ status: 'running', done: 0, total: null, found: 0 })
    void run(controller, range)
  }

  function cancel() {
    running.current?.abort()
    running.current = null
    setState({ status: 'idle' })
  }

  function dismiss() {
    setState((s) => (s.status === 'failed' || s.status === 'empty' ? { status: 'idle' } : s))
  }

  return { state, start, cancel, dismiss }
}
