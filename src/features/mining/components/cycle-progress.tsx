import { useTranslation } from 'react-i18next'
import { ProgressBar } from '@/shared/ui/progress-bar'

/** Days mined out of the cycle, as a labelled progress bar. Day counts, not money: plain numbers. */
export function CycleProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation()
  const clamped = Math.min(Math.max(done, 0), total)
  return <ProgressBar label={t('mining.mine.progress')} value={clamped} max={total} valueText={t('mining.mine.progressValue', { done: clamped, total })} />
}
