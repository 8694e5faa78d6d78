import { useTranslation } from 'react-i18next'

/** Days mined out of the cycle, as a labelled progress bar. Day counts, not money: plain numbers. */
export function CycleProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation()
  const clamped = Math.min(Math.max(done, 0), total)
  const percent = total > 0 ? Math.floor((clamped * 100) / total) : 0
  const text = t('mining.mine.progressValue', { done: clamped, total })
  return (
    <div className="mining-progress">
      <div className="kv">
        <span>{t('mining.mine.progress')}</span>
        <span>{text}</span>
      </div>
      <div
        className="mining-progress__track"
        role="progressbar"
        aria-label={t('mining.mine.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <div className="mining-progress__bar" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  )
}
