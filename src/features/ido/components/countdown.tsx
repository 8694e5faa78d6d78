import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { countdownParts } from '../model'

interface CountdownProps {
  /** ISO 8601, on the server's clock. */
  to: string
  /** Server time minus this device's time, ms: the countdown runs on the server's clock. */
  offset: number
  /** Shown once the time is up. */
  doneText: string
  /** Called once when the time runs out while on screen (to fetch the new phase). */
  onDone?: () => void
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Days, hours, minutes and seconds to `to`, ticking each second; turns into `doneText` by itself. */
export function Countdown({ to, offset, doneText, onDone }: CountdownProps) {
  const { t } = useTranslation()
  const target = Date.parse(to)
  // This device's time, moved on each second; the server's now is it plus `offset`.
  const [now, setNow] = useState(() => Date.now())
  const ms = target - (now + offset)
  const running = ms > 0
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })

  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => {
      const at = Date.now()
      setNow(at)
      if (target - (at + offset) <= 0) onDoneRef.current?.()
    }, 1000)
    return () => clearInterval(timer)
  }, [running, target, offset])

  if (ms <= 0) return <span>{doneText}</span>
  const { days, hours, minutes, seconds } = countdownParts(ms)
  return (
    // Read once, not every second: the timer text is not a live region.
    <time dateTime={to} className="ido-countdown">
      {days > 0 && <span>{t('ido.countdown.days', { count: days })} </span>}
      <bdi dir="ltr">
        {pad(hours)}:{pad(minutes)}:{pad(seconds)}
      </bdi>
    </time>
  )
}
