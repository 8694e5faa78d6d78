import { loginModeOf, pinnedLoginMode } from './login'

// What a build's VITE_LOGIN_MODE pins, and what the config decides when it pins nothing.

describe('pinnedLoginMode (VITE_LOGIN_MODE)', () => {
  it('pins dapp or siwe; unset, empty or config leaves the choice to the config', () => {
    expect(pinnedLoginMode('dapp')).toBe('dapp')
    expect(pinnedLoginMode('siwe')).toBe('siwe')
    expect(pinnedLoginMode(' SIWE ')).toBe('siwe')
    for (const unpinned of [undefined, '', ' ', 'config', 'CONFIG']) expect(pinnedLoginMode(unpinned)).toBeNull()
  })

  it('takes a value it does not know as siwe, never as the replayable DAPP', () => {
    for (const unknown of ['eip4361', 'sign-in', 'dap', 'true']) expect(pinnedLoginMode(unknown)).toBe('siwe')
  })
})

describe('loginModeOf (the config, unpinned)', () => {
  it('is dapp unless the config says siwe', () => {
    expect(loginModeOf({})).toBe('dapp')
    expect(loginModeOf({ login: { mode: 'dapp' } })).toBe('dapp')
    expect(loginModeOf({ login: { mode: 'siwe' } })).toBe('siwe')
  })
})
