import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toUtf8String } from 'ethers'
import type { HttpHandler } from 'msw'
import { getDb } from '@/mocks/db'
import { setSiweHosts } from '@/mocks/handlers/core'
import { server } from '@/mocks/node'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import { SIWE_STATEMENT } from '@/shared/api/contract/login'
import { parseSiweMessage } from '@/shared/api/contract/siwe'
import { RPC } from '@/shared/api/rpc-codes'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { injectTronWallet, injectWallet } from '@test/injected-wallet'
import { otherWallet, renderApp, testWallet, tronTestAccount } from '@test/render-app'
import { answerAnything, fail } from '@test/rpc'
import { loginWithWallet } from './login'
import type { Eip1193Provider, WalletChoice } from './provider'

// The login as the app runs it: a real-key injected wallet, the MSW mock backend in either login
// mode (the mock's switch), nothing of the app's own replaced.

beforeEach(() => {
  // The mock serves this page's site, as browser.ts sets it in the demo.
  setSiweHosts([window.location.host])
})

afterEach(() => {
  delete window.ethereum
  setSiweHosts([])
})

/** The injected test wallet, on chain `chainIdHex`, recording each text it is asked to sign. */
function walletOnChain(chainIdHex = '0x1') {
  const injected = injectWallet([testWallet])
  const signed: string[] = []
  const provider: Eip1193Provider = {
    ...injected.provider,
    async request(args) {
      if (args.method === 'eth_chainId') return chainIdHex
      if (args.method === 'personal_sign') signed.push(toUtf8String((args.params as string[])[0]))
      return injected.provider.request(args)
    },
  }
  window.ethereum = provider
  const choice: WalletChoice = { id: 'injected', name: 'Wallet', provider }
  return { choice, signed, calls: injected.calls }
}

const setMockLoginMode = (mode: 'dapp' | 'siwe') =>
  fetch('http://localhost/__mock/login-mode', { method: 'POST', body: JSON.stringify({ mode }) }).then((r) => r.json())

describe('login, DAPP mode (the default)', () => {
  it('signs the fixed text DAPP, asks no nonce, and keeps the session', async () => {
    const { choice, signed, calls } = walletOnChain()
    await loginWithWallet(choice, null)
    expect(signed).toEqual([LOGIN_MESSAGE])
    expect(calls).not.toContain('eth_chainId')
    expect(getDb().loginNonces).toEqual([])
    expect(useSessionStore.getState()).toMatchObject({ address: testWallet.address, user: { username: testWallet.address } })
  })
})

describe('login, EIP-4361 mode (config login.mode siwe)', () => {
  beforeEach(async () => {
    await setMockLoginMode('siwe')
  })

  it("signs this site's EIP-4361 message with the backend's nonce and the wallet's chain, once", async () => {
    const { choice, signed } = walletOnChain('0x38')
    await loginWithWallet(choice, null)

    expect(signed).toHaveLength(1)
    const [nonce] = getDb().loginNonces
    expect(parseSiweMessage(signed[0])).toEqual({
      domain: window.location.host,
      address: testWallet.address,
      statement: SIWE_STATEMENT,
      uri: window.location.origin,
      version: '1',
      chainId: 56,
      nonce: nonce.nonce,
      issuedAt: nonce.issuedAt,
      expirationTime: nonce.expiresAt,
    })
    // The backend took the message (10002 carried it) and spent the nonce.
    expect(nonce.usedAt).not.toBeNull()
    expect(selectIsConnected(useSessionStore.getState())).toBe(true)
    expect(useSessionStore.getState().address).toBe(testWallet.address)
  })

  it('follows the config start-up kept, and a second login asks a new nonce', async () => {
    useSessionStore.getState().setGlobalConfig({ login: { mode: 'siwe' } })
    const { choice, signed } = walletOnChain()
    await loginWithWallet(choice, null)
    await loginWithWallet(choice, null)
    const nonces = signed.map((text) => parseSiweMessage(text).nonce)
    expect(new Set(nonces).size).toBe(2)
    expect(getDb().loginNonces.every((n) => n.usedAt !== null)).toBe(true)
    expect(getDb().sessions).toHaveLength(2)
  })

  it('does not open a TRON wallet: this mode signs in with EVM wallets only, and says so', async () => {
    const wallet = injectTronWallet([tronTestAccount])
    const user = userEvent.setup()
    await renderApp('/home')
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByText('This site signs in with EVM wallets only (MetaMask, Trust Wallet): a TRON wallet cannot sign in here.')).toBeInTheDocument()
    expect(wallet.calls).toEqual([])
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
    wallet.remove()
  })

  it('connects from the app: tap Connect wallet, the account shows', async () => {
    const user = userEvent.setup()
    const { signed } = walletOnChain()
    await renderApp('/home')
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByRole('link', { name: `Wallet ${testWallet.address}` })).toBeInTheDocument()
    expect(parseSiweMessage(signed[0]).address).toBe(testWallet.address)
  })

  it('shows the backend refusal and stays disconnected when the wallet signs for another account', async () => {
    const user = userEvent.setup()
    const { choice } = walletOnChain()
    // The wallet answers with one account and signs with another (a broken or hostile wallet).
    const provider: Eip1193Provider = {
      ...choice.provider,
      async request(args) {
        if (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts') return [otherWallet.address]
        return choice.provider.request(args)
      },
    }
    window.ethereum = provider
    await renderApp('/home')
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByText('Signature verification failed')).toBeInTheDocument()
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
    expect(getDb().loginNonces[0].usedAt).toBeNull()
  })
})

describe('login mode pinned by the build (VITE_LOGIN_MODE)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  /** The mock's config as 00000 answers it, with `login` as given (absent when undefined). */
  const configWith = (login: unknown) => {
    const { login: _, ...config } = structuredClone(getDb().config)
    return login === undefined ? config : { ...config, login }
  }

  // The mock itself serves the EIP-4361 login; only the config answer the client reads is bent.
  const bent: [string, () => HttpHandler][] = [
    ['the config call fails', () => fail(RPC.globalConfig, 'network')],
    ['the config has no login field', () => answerAnything(RPC.globalConfig, configWith(undefined))],
    ['the config names a mode this client does not know', () => answerAnything(RPC.globalConfig, configWith({ mode: 'siwe-v2' }))],
    ['the config says dapp', () => answerAnything(RPC.globalConfig, configWith({ mode: 'dapp' }))],
  ]

  it.each(bent)('siwe: signs the EIP-4361 message, never DAPP, when %s', async (_, bend) => {
    vi.stubEnv('VITE_LOGIN_MODE', 'siwe')
    await setMockLoginMode('siwe')
    // Nor does a kept copy that says dapp count.
    useSessionStore.getState().setGlobalConfig({ login: { mode: 'dapp' } })
    server.use(bend())
    const { choice, signed } = walletOnChain()
    await loginWithWallet(choice, null)
    expect(signed).toHaveLength(1)
    expect(signed[0]).not.toBe(LOGIN_MESSAGE)
    expect(parseSiweMessage(signed[0]).nonce).toBe(getDb().loginNonces[0].nonce)
    expect(selectIsConnected(useSessionStore.getState())).toBe(true)
  })

  it('dapp: signs DAPP, asks no nonce, even when the config says siwe', async () => {
    vi.stubEnv('VITE_LOGIN_MODE', 'dapp')
    server.use(answerAnything(RPC.globalConfig, configWith({ mode: 'siwe' })))
    const { choice, signed } = walletOnChain()
    await loginWithWallet(choice, null)
    expect(signed).toEqual([LOGIN_MESSAGE])
    expect(getDb().loginNonces).toEqual([])
    expect(selectIsConnected(useSessionStore.getState())).toBe(true)
  })

  it('config (or unset): follows the config answer, as without a pin', async () => {
    vi.stubEnv('VITE_LOGIN_MODE', 'config')
    await setMockLoginMode('siwe')
    const { choice, signed } = walletOnChain()
    await loginWithWallet(choice, null)
    expect(parseSiweMessage(signed[0]).address).toBe(testWallet.address)
  })
})
