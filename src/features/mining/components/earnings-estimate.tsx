import { useTranslation } from 'react-i18next'
import type { Machine } from '../api/mining-api'
import { estimateEarnings } from './estimate'
import { formatCoin, formatMoney } from './format'

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
        <div className="kv">
          <dt>{t('mining.estimate.daily')}</dt>
          <dd>
            <bdi dir="ltr">
              {formatCoin(e.dailyOutput)} {machine.coin} ≈ {formatMoney(e.dailyIncome)} {machine.priceCoin}
            </bdi>
          </dd>
        </div>
        <div className="kv">
          <dt>{t('mining.estimate.cycle')}</dt>
          <dd>
            <bdi dir="ltr">
              {formatCoin(e.cycleOutput)} {machine.coin} ≈ {formatMoney(e.cycleIncome)} {machine.priceCoin}
            </bdi>
          </dd>
        </div>
        <div className="kv">
          <dt>{t('mining.estimate.breakeven')}</dt>
          <dd>
            {e.breakevenDays === null
              ? t('mining.estimate.noBreakeven')
              : e.breakevenDays > machine.cycleDays
                ? t('mining.estimate.beyondCycle', { count: e.breakevenDays })
                : t('mining.value.days', { count: e.breakevenDays })}
          </dd>
        </div>
      </dl>
      <p className="risk-note">
        {t('mining.estimate.basis', { quantity: units, coin: machine.coin, price: formatMoney(machine.refPrice), priceCoin: machine.priceCoin })}
      </p>
    </section>
  )
}
