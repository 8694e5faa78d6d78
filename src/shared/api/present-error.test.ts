import { i18next, initI18n } from '@/shared/i18n/i18n'
import { useToastStore } from '@/shared/ui/toast/toast-store'
import { RpcError } from './errors'
import { errorMessage, presentError } from './present-error'

beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => useToastStore.setState({ toasts: [] }))

const toasts = () => useToastStore.getState().toasts.map((t) => [t.message, t.kind])

describe('presentError', () => {
  it("shows the server's own message", () => {
    presentError(RpcError.server('2001', 'Insufficient USDT balance'))
    expect(toasts()).toEqual([['Insufficient USDT balance', 'error']])
  })

  it('translates client-side failures', () => {
    expect(errorMessage(RpcError.client('bad-response'))).toBe('Service request failed')
    expect(errorMessage(RpcError.client('timeout'))).toBe('Request timed out, please try again')
    expect(errorMessage(RpcError.client('offline'))).toBe('You are offline, please check your network connection')
    expect(errorMessage(RpcError.client('network'))).toBe('Network error, please try again later')
    expect(errorMessage(RpcError.server('500'))).toBe('Session expired, please connect your wallet again')
    expect(errorMessage(RpcError.server('2001'))).toBe('Request failed (code 2001)')
  })

  it('shows a generic message for anything else, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    presentError(new TypeError('x is undefined'))
    const generic = i18next.t('common.error.generic')
    expect(generic).not.toBe('common.error.generic')
    expect(toasts()).toEqual([[generic, 'error']])
    expect(log).toHaveBeenCalled()
  })

  it('stays silent for a canceled call', () => {
    presentError(RpcError.client('canceled'))
    expect(toasts()).toEqual([])
  })
})
