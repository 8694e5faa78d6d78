import { useCallback, useRef, useState } from 'react'
import { presentError } from '@/shared/api/present-error'

/**
 * Run a write once at a time: further calls while it is in flight are ignored (ten rapid taps send
 * one request), `busy` drives the disabled button, and a failure is presented and re-thrown as false
 * so the form keeps what the user typed.
 */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const actionRef = useRef(action)
  actionRef.current = action

  const submit = useCallback(async (...args: A): Promise<boolean> => {
    if (inFlight.current) return false
    inFlight.current = true
    setBusy(true)
    try {
      await actionRef.current(...args)
      return true
    } catch (error) {
      presentError(error)
      return false
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }, [])

  return { submit, busy }
}
