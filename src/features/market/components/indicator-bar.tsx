import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldError } from '@/shared/lib/field-error'
import { asciiDigits } from '@/shared/lib/typed-digits'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { TextField } from '@/shared/ui/text-field'
import { DEFAULT_PERIODS, DEVIATION_LIMITS, INDICATORS, isDeviation, isPeriod, PERIOD_LIMITS, useIndicatorSettings, validPeriods, type IndicatorId, type IndicatorPeriods } from '../chart/indicator-settings'

/** What each chip shows: the short names traders know in every language (their spoken names are translated). */
const SHORT: Record<IndicatorId, string> = { ma: 'MA', ema: 'EMA', boll: 'BOLL', volume: 'VOL', macd: 'MACD', rsi: 'RSI' }

/** The indicators as chips that turn each on and off, and the button to their periods. */
export function IndicatorBar() {
  const { t } = useTranslation()
  const on = useIndicatorSettings((s) => s.on)
  const toggle = useIndicatorSettings((s) => s.toggle)
  const [editing, setEditing] = useState(false)
  return (
    <div className="chart__indicators" role="group" aria-label={t('market.indicators.title')}>
      {INDICATORS.map((id) => (
        <button key={id} type="button" className="chart__chip" aria-pressed={on.includes(id)} aria-label={t(`market.indicators.name.${id}`)} onClick={() => toggle(id)}>
          {SHORT[id]}
        </button>
      ))}
      <button type="button" className="chart__chip" onClick={() => setEditing(true)}>
        {t('market.indicators.settings')}
      </button>
      {editing && <PeriodsSheet onClose={() => setEditing(false)} />}
    </div>
  )
}

/** Each indicator's fields: its label key and the values' index in its periods. */
const FIELDS: { [K in keyof IndicatorPeriods]: string[] } = {
  ma: ['market.indicators.field.ma1', 'market.indicators.field.ma2', 'market.indicators.field.ma3'],
  ema: ['market.indicators.field.ema1', 'market.indicators.field.ema2'],
  boll: ['market.indicators.field.bollPeriod', 'market.indicators.field.bollDeviations'],
  macd: ['market.indicators.field.macdFast', 'market.indicators.field.macdSlow', 'market.indicators.field.macdSignal'],
  rsi: ['market.indicators.field.rsi'],
}
const GROUPS = Object.keys(FIELDS) as (keyof IndicatorPeriods)[]

type Typed = { [K in keyof IndicatorPeriods]: string[] }
const typedOf = (periods: IndicatorPeriods): Typed => Object.fromEntries(GROUPS.map((id) => [id, periods[id].map(String)])) as Typed

/** A typed value's error: periods are whole numbers of candles, Bollinger's deviations a decimal. */
function fieldError(id: keyof IndicatorPeriods, index: number, text: string): FieldError | undefined {
  const value = text.trim() === '' ? Number.NaN : Number(text.trim())
  if (id === 'boll' && index === 1) return isDeviation(value) ? undefined : { key: 'market.indicators.error.deviations', values: { min: DEVIATION_LIMITS.min, max: DEVIATION_LIMITS.max } }
  return isPeriod(value) ? undefined : { key: 'market.indicators.error.period', values: { min: PERIOD_LIMITS.min, max: PERIOD_LIMITS.max } }
}

/** The periods, each indicator's in its own group; saved only when every field is right. */
function PeriodsSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const periods = useIndicatorSettings((s) => s.periods)
  const setPeriods = useIndicatorSettings((s) => s.setPeriods)
  const [typed, setTyped] = useState<Typed>(() => typedOf(periods))
  const [checked, setChecked] = useState(false)
  const errors = GROUPS.map((id) => {
    const fields = typed[id].map((text, i) => fieldError(id, i, text))
    const values = typed[id].map(Number)
    // MACD's fast average is the shorter one: said under its slow field.
    if (id === 'macd' && !fields.some(Boolean) && !validPeriods('macd', values)) fields[1] = { key: 'market.indicators.error.macdOrder' }
    return fields
  })
  const save = (e: FormEvent) => {
    e.preventDefault()
    setChecked(true)
    if (errors.some((fields) => fields.some(Boolean))) return
    for (const id of GROUPS) setPeriods(id, typed[id].map(Number) as IndicatorPeriods[typeof id])
    onClose()
  }
  return (
    <BottomSheet open title={t('market.indicators.settingsTitle')} onClose={onClose}>
      <form className="chart__periods" noValidate onSubmit={save}>
        {GROUPS.map((id, g) => (
          <fieldset key={id} className="chart__periods-group">
            <legend>{t(`market.indicators.name.${id}`)}</legend>
            {FIELDS[id].map((label, i) => (
              <TextField
                key={label}
                label={t(label as 'market.indicators.field.ma1')}
                value={typed[id][i]}
                // Digits from any keyboard (Arabic-Indic, full-width) are the same digits.
                onChange={(value) => setTyped((all) => ({ ...all, [id]: all[id].map((v, j) => (j === i ? asciiDigits(value) : v)) }))}
                error={checked ? errors[g][i] : undefined}
                inputMode={id === 'boll' && i === 1 ? 'decimal' : 'numeric'}
              />
            ))}
          </fieldset>
        ))}
        <div className="chart__periods-actions">
          <button type="button" className="btn" onClick={() => setTyped(typedOf(DEFAULT_PERIODS))}>
            {t('market.indicators.defaults')}
          </button>
          <button type="submit" className="btn btn--primary">
            {t('market.indicators.save')}
          </button>
        </div>
      </form>
    </BottomSheet>
  )
}
