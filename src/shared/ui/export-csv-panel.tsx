import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/shared/api/present-error'
import { useCsvExport } from '@/shared/hooks/use-csv-export'
import type { ExportCsvButtonProps } from './export-csv-button'
import { presetRange, RANGE_PRESETS, rangeProblems, type DayRange, type RangePreset } from '@/shared/lib/date-range'
import { loadArea } from '@/shared/i18n/area-strings-loaded'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { csvLabelled } from '@/shared/lib/csv'
import { ProgressBar } from './progress-bar'
import { SelectField } from './select-field'
import { TextField } from './text-field'
import { showToast } from './toast/toast-store'
import './refresh-control.css'


// The refresh row's look, at the row's end, wrapping on a narrow phone. Inline rather than a CSS
// file of its own: each lazy CSS file adds its name to the first-load chunk's preload map.
const ROW = { justifyContent: 'flex-end', alignItems: 'flex-end', flexWrap: 'wrap' } as const
const BAR = { flex: '1 1 4rem', minInlineSize: 0 } as const
const COLUMN = { display: 'flex', flexDirection: 'column', gap: '0.2133rem' } as const
const PERIOD = { flex: '0 1 auto', minInlineSize: 0 } as const
const DATES = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0.2133rem' } as const
const NOTE = { marginBlock: 0, textAlign: 'end' } as const

/**
 * "Export CSV" for a list, with the period to export above it (all, a preset, or From and To
 * days): every record its filters select in that period, page by page with a progress bar and
 * Cancel, then one file. A failed page stops the export with the reason and Retry; a period with
 * no record says so and saves nothing.
 */
export default function ExportCsvPanel<T>({ name, columns, total, fetchPage, getId, timeOf, newestFirst }: ExportCsvButtonProps<T>) {
  const { t } = useTranslation()
  const ready = useAreaStrings('export')
  const [preset, setPreset] = useState<RangePreset>('all')
  // Custom dates start as this year so far, the usual tax-year question.
  const [custom, setCustom] = useState<DayRange>(() => presetRange('thisYear')!)
  const csv = useCsvExport(
    { fetchPage, getId, timeOf, newestFirst },
    async () => {
      // Values worded from another area's strings (the ledger's types and statuses: the funds
      // screens' words), loaded here in case this screen has not loaded them.
      await Promise.all(columns.flatMap((c) => (c.valueLabel ? [loadArea(c.valueLabel.area)] : [])))
      return columns.map((c) => {
        const words = c.valueLabel
        const value = words ? (row: T) => csvLabelled(t(words.key(row)), c.value(row)) : c.value
        return { key: c.key, label: t(`export.column.${c.key}`), value }
      })
    },
    name,
    (file) => showToast(t('export.saved', { file }), 'success'),
  )
  const { state } = csv
  // Kept as keys, worded when shown: a change of language rewords them.
  const problems = preset === 'custom' ? rangeProblems(custom) : {}
  const valid = !problems.from && !problems.to
  // A preset is worked out when the export starts, on that day's calendar.
  const range = () => (preset === 'custom' ? custom : presetRange(preset))
  if (!ready) return null
  switch (state.status) {
    case 'idle':
    case 'empty':
      // An empty list (or one still loading) has nothing to export: no dead button.
      if (!total) return null
      return (
        <div style={COLUMN}>
          <div className="refresh-control" style={ROW}>
            <div style={PERIOD}>
              <SelectField
                label={t('export.range.label')}
                value={preset}
                options={RANGE_PRESETS.map((p) => ({ value: p, label: t(`export.range.${p}`) }))}
                onChange={(value) => {
                  setPreset(value as RangePreset)
                  csv.dismiss()
                }}
              />
            </div>
            <button type="button" className="btn btn--ghost btn--small" disabled={!valid} onClick={() => csv.start(range())}>
              {t('export.button')}
            </button>
          </div>
          {preset === 'custom' && (
            <div style={DATES}>
              <TextField
                type="date"
                label={t('export.range.from')}
                value={custom.from}
                max={custom.to}
                error={problems.from && { key: problems.from }}
                onChange={(from) => {
                  setCustom((c) => ({ ...c, from }))
                  csv.dismiss()
                }}
              />
              <TextField
                type="date"
                label={t('export.range.to')}
                value={custom.to}
                min={custom.from}
                error={problems.to && { key: problems.to }}
                onChange={(to) => {
                  setCustom((c) => ({ ...c, to }))
                  csv.dismiss()
                }}
              />
            </div>
          )}
          {state.status === 'empty' && (
            <p className="muted" role="status" style={NOTE}>
              {t('export.empty')}
            </p>
          )}
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
            {/* With a period, the bar counts the records read; this, those in the period. */}
            {preset !== 'all' && (
              <p className="muted" style={NOTE}>
                {t('export.found', { count: state.found })}
              </p>
            )}
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
          <button type="button" className="btn btn--primary btn--small" onClick={() => csv.start(range())}>
            {t('common.retry')}
          </button>
        </div>
      )
  }
}
