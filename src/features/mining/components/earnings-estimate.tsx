import { KeyValue } from '@/shared/ui/key-value'
import { formatCoin, formatMoney } from '@/shared/lib/format'
import { useTranslation } from 'react-i18next'
import type { Machine } from '../api/mining-api'
import { estimateEarnings, isSharedType } from '../model'

/** Daily, over-the-cycle and breakeven estimate for `units` (the quantity typed, or 1). */
export function EarningsEstimate({ machine, units }: { machine: Machine; units: string }) {
  const { t } = useTranslation()
  const e = estimateEarnings(machine, units)
  return (
    <section className="card" aria-labelledby="estimate-title">
      <h2 id="estimate-title" className="card__title">
        {t('mining.estimate.title')}
      </h2>
      <dl className="mining-kv">
        <KeyValue label={t('mining.estimate.daily')}>{formatCoin(e.dailyOutput)} {machine.coin} ≈ {formatMoney(e.dailyIncome)} {machine.priceCoin}</KeyValue>
        <KeyValue label={t('mining.estimate.cycle')}>{formatCoin(e.cycleOutput)} {machine.coin} ≈ {formatMoney(e.cycleIncome)} {machine.priceCoin}</KeyValue>
        <KeyValue label={t('mining.estimate.breakeven')}>
          {e.breakevenDays === null
            ? t('mining.estimate.noBreakeven')
            : e.breakevenDays > machine.cycleDays
              ? t('mining.estimate.beyondCycle', { count: e.breakevenDays })
              : t('mining.value.days', { count: e.breakevenDays })}
        </KeyValue>
      </dl>
      <p className="risk-note">
        {isSharedType(machine.type)
          ? t('mining.estimate.basisShares', { count: Number(units), coin: machine.coin, price: formatMoney(machine.refPrice), priceCoin: machine.priceCoin })
          : t('mining.estimate.basis', { quantity: units, coin: machine.coin, price: formatMoney(machine.refPrice), priceCoin: machine.priceCoin })}
      </p>
    </section>
  )
}
