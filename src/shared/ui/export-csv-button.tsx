import { useTranslation } from 'react-i18next'
import type enExport from '../../../locales/export/en.json'
import { errorMessage } from '@/shared/api/present-error'
import { useCsvExport, type CsvExportSource } from '@/shared/hooks/use-csv-export'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { ProgressBar } from './progress-bar'
import { showToast } from './toast/toast-store'

/** The column keys that have a header in every language (locales/export/, "export.column.<key>"). */
export type ExportColumnKey = keyof typeof enExport extends infer K ? (K extends `export.column.${infer C}` ? C : never) : never

/** One column of a list's export: its machine-readable key (the header is worded from it) and the record's value as written. */
export interface ExportColumn<T> {
  key: ExportColumnKey
  value: (row: T) => string
}

interface ExportCsvButtonProps<T> extends CsvExportSource<T> {
  /** The file name's start: "finance" saves finance-2026-11-25.csv. */
  name: string
  columns: readonly ExportColumn<T>[]
  /** How many records the list on screen holds (its first page's total); nothing to export, no button. */
  total: number | undefined
}

// The refresh row's look, at the row's end, wrapping on a narrow phone. Inline rather than a CSS
// file of its own: each lazy CSS file adds its name to the first-load chunk's preload map.
const ROW = { justifyContent: 'flex-end', flexWrap: 'wrap' } as const
const BAR = { flex: '1 1 4rem', minInlineSize: 0 } as const

/**
 * "Export CSV" for a list: every record its filters select, page by page with a progress bar and
 * Cancel, then one file. A failed page stops the export with the reason and Retry.
 */
export function ExportCsvButton<T>({ name, columns, total, fetchPage, getId }: ExportCsvButtonProps<T>) {
  const { t } = useTranslation()
  const ready = useAreaStrings('export')
  const csv = useCsvExport(
    { fetchPage, getId },
    () => columns.map((c) => ({ key: c.key, label: t(`export.column.${c.key}`), value: c.value })),
    name,
    (file) => showToast(t('export.saved', { file }), 'success'),
  )
  const { state } = csv
  if (!ready) return null
  switch (state.status) {
    case 'idle':
      // An empty list (or one still loading) has nothing to export: no dead button.
      if (!total) return null
      return (
        <div className="refresh-control" style={ROW}>
          <button type="button" className="btn btn--ghost btn--small" onClick={csv.start}>
            {t('export.button')}
          </button>
        </div>
      )
    case 'running':
      return (
        <div className="refresh-control" style={ROW}>
          <div style={BAR}>
            <ProgressBar
              label={t('export.running')}
              value={state.done}
              max={state.total ?? 0}
              valueText={state.total === null ? t('common.loading') : t('export.progress', { done: state.done, count: state.total })}
            />
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              csv.cancel()
              showToast(t('export.cancelled'))
            }}
          >
            {t('export.cancel')}
          </button>
        </div>
      )
    case 'failed':
      return (
        <div className="refresh-control" style={ROW}>
          <p className="list__error" role="alert" style={{ flexBasis: '100%', marginBlock: 0 }}>
            {t('export.failed', { reason: errorMessage(state.error) })}
          </p>
          <button type="button" className="btn btn--ghost btn--small" onClick={csv.dismiss}>
            {t('common.close')}
          </button>
          <button type="button" className="btn btn--primary btn--small" onClick={csv.start}>
            {t('common.retry')}
          </button>
        </div>
      )
  }
}
