import { useCallback, useRef } from 'react'
import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { presentError } from '@/shared/api/present-error'

/**
 * A write through `useMutation`, sent once at a time: calls while one is in flight are ignored (ten
 * rapid taps send one request, even before the disabled button has rendered), `busy` drives that
 * button, and a failure is presented and resolves false so the form keeps what the user typed.
 * The mutation's own onSuccess invalidates what the write changed.
 */
export function useSubmit<TData, TVariables = void>(options: UseMutationOptions<TData, unknown, TVariables>) {
  const mutation = useMutation(options)
  const inFlight = useRef(false)
  const { mutateAsync } = mutation

  const submit = useCallback(
    async (variables: TVariables): Promise<boolean> => {
      if (inFlight.current) return false
      inFlight.current = true
      try {
        await mutateAsync(variables)
        return true
      } catch (error) {
        presentError(error)
        return false
      } finally {
        inFlight.current = false
      }
    },
    [mutateAsync],
  )

  return { submit, busy: mutation.isPending }
}
