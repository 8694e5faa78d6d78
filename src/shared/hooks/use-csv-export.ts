import { useEffect, useRef, useState } from 'react'
import type { Paged } from '@/shared/api/contract/envelope'
import { isRpcError } from '@/shared/api/errors'
import { toCsv, type CsvColumn } from '@/shared/lib/csv'

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
}

export type CsvExportState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number | null }
  | { status: 'failed'; error: unknown }

/** The file's name: the list's name and today's date in UTC, as the times in it ("finance-2026-11-25.csv"). */
export function csvFileName(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`
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
 * and drops what was fetched, and leaving the screen cancels too. A run keeps the source, columns
 * and name it started with (a screen gives a new filter a new export: `key`).
 */
export function useCsvExport<T>(source: CsvExportSource<T>, columns: () => readonly CsvColumn<T>[], name: string, onSaved: (fileName: string) => void) {
  const [state, setState] = useState<CsvExportState>({ status: 'idle' })
  const running = useRef<AbortController | null>(null)

  useEffect(() => () => running.current?.abort(), [])

  async function run(controller: AbortController) {
    const rows: T[] = []
    const seen = new Set<string>()
    try {
      for (let page = 1; ; page += 1) {
        const answer = await source.fetchPage(page, EXPORT_PAGE_SIZE, controller.signal)
        if (controller.signal.aborted) return
        for (const row of answer.list) {
          if (seen.has(source.getId(row))) continue
          seen.add(source.getId(row))
          rows.push(row)
        }
        setState({ status: 'running', done: rows.length, total: Math.max(answer.total, rows.length) })
        if (!answer.hasMore || answer.list.length === 0) break
      }
      const fileName = csvFileName(name)
      downloadText(toCsv(columns(), rows), fileName)
      setState({ status: 'idle' })
      onSaved(fileName)
    } catch (error) {
      if (controller.signal.aborted || (isRpcError(error) && error.kind === 'canceled')) return
      setState({ status: 'failed', error })
    } finally {
      if (running.current === controller) running.current = null
    }
  }

  function start() {
    if (running.current) return
    const controller = new AbortController()
    running.current = controller
    setState({ status: 'running', done: 0, total: null })
    void run(controller)
  }

  function cancel() {
    running.current?.abort()
    running.current = null
    setState({ status: 'idle' })
  }

  function dismiss() {
    setState((s) => (s.status === 'failed' ? { status: 'idle' } : s))
  }

  return { state, start, cancel, dismiss }
}
