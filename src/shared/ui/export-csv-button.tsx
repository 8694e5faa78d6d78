import type { ParseKeys } from 'i18next'
import type { ComponentType } from 'react'
import type enExport from '../../../locales/export/en.json'
import type { CsvExportSource } from '@/shared/hooks/use-csv-export'
import type { StringArea } from '@/shared/i18n/area-strings'
import { partBeside } from './part-beside'

/** The column keys that have a header in every language (locales/export/, "export.column.<key>"). */
export type ExportColumnKey = keyof typeof enExport extends infer K ? (K extends `export.column.${infer C}` ? C : never) : never

/** One column of a list's export: its machine-readable key (the header is worded from it) and the record's value as written. */
export interface ExportColumn<T> {
  key: ExportColumnKey
  value: (row: T) => string
  /**
   * For a column of machine values (a ledger type, a status): the key of the words the screens show
   * for the row's value, among the strings of `area` (loaded for the export if the screen has not).
   * The cell then carries both, as the header does: "Machine earnings (machineEarnings)".
   */
  valueLabel?: { area: StringArea; key: (row: T) => ParseKeys }
}

export interface ExportCsvButtonProps<T> extends CsvExportSource<T> {
  /** The file name's start: "finance" saves finance-2026-11-25.csv (finance-2025-01-01_2025-12-31.csv for a range). */
  name: string
  columns: readonly ExportColumn<T>[]
  /** How many records the list on screen holds (its first page's total); nothing to export, no button. */
  total: number | undefined
}

// The export (its period fields, paging, CSV writing and strings) is not in a page's first download:
// it downloads beside the page's code and appears once here, as it already did when its strings arrived.
const ExportCsvPanel = partBeside(() => import('./export-csv-panel'))

/** "Export CSV" for a list, with the period to export (export-csv-panel.tsx). */
export function ExportCsvButton<T>(props: ExportCsvButtonProps<T>) {
  const Panel = ExportCsvPanel as ComponentType<ExportCsvButtonProps<T>>
  return <Panel {...props} />
}
