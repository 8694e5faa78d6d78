import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { queryClient } from '@/shared/api/query-client'
import { getDb } from '@/mocks/db'
import { globalConfigQuery } from '@/shared/api/global-config'
import { PATHS } from '@/shared/paths'
import { useSessionStore } from '@/shared/stores/session-store'
import { renderApp } from '@test/render-app'
import { answerAnything } from '@test/rpc'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'

// Contact us: each channel opens where it lives (the mail app, Telegram) and can be copied. The
// channels come from the start-up config (00000), kept in the session store as the app's start does.

async function openContact() {
  useSessionStore.getState().setGlobalConfig(await queryClient.fetchQuery(globalConfigQuery()))
  await renderApp(PATHS.contactUs)
}

describe('contact us', () => {
  it('opens the e-mail in the mail app and the Telegram handle in Telegram', async () => {
    await openContact()
    const email = await screen.findByRole('link', { name: /E-?mail/i })
    expect(email).toHaveAttribute('href', 'mailto:support@eto-mining.example')
    const telegram = screen.getByRole('link', { name: /Telegram/ })
    expect(telegram).toHaveAttribute('href', 'https://t.me/eto_support')
    expect(telegram).toHaveAttribute('target', '_blank')
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('turns a bare @handle into its Telegram link, and leaves what is neither copy-only', async () => {
    getDb().config.contact = { email: 'not an address', telegram: '@eto_help' }
    await openContact()
    expect(await screen.findByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://t.me/eto_help')
    expect(screen.queryByRole('link', { name: /mail/i })).not.toBeInTheDocument()
    expect(screen.getByText('not an address')).toBeInTheDocument()
  })

  it('says the details are not available when the config has none (only serviceContract, as the spec shows)', async () => {
    server.use(answerAnything(RPC.globalConfig, { serviceContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' }))
    await openContact()
    expect(await screen.findByText('Contact details are not available right now. Please try again later.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Telegram|mail/i })).not.toBeInTheDocument()
  })

  it('copies a channel with its own button', async () => {
    const user = userEvent.setup()
    await openContact()
    await user.click(await screen.findByRole('button', { name: /Copy Telegram/ }))
    expect(await navigator.clipboard.readText()).toBe('https://t.me/eto_support')
  })
})
