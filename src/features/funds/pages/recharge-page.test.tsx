import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { checkAddress } from '@/shared/wallet/address'
import { loginAs, renderApp } from '@test/render-app'
import { answer, answerAnything, captureFields, failOnce } from '@test/rpc'
import { seed } from '@/mocks/seed'
import koFunds from '../../../../locales/funds/ko.json'
import koNames from '../../../../locales/names/ko.json'

// Deposit: chain and coin from the config, the address with its QR code and copy, the warning, and
// a report of a sent deposit (amount and the chain's form of transaction hash).

describe('deposit', () => {
  it('shows a visitor the chains, coins and warning, and asks to connect for the address', async () => {
    const asked = captureFields(RPC.depositAddress)
    await renderApp(PATHS.recharge)
    const chain = await screen.findByLabelText('Chain')
    expect(within(chain).getAllByRole('option').map((o) => o.textContent)).toEqual(['TRON (TRC20)', 'Ethereum (ERC20)'])
    expect(within(screen.getByLabelText('Currency')).getAllByRole('option').map((o) => o.textContent)).toEqual(['USDT', 'TRX'])
    expect(screen.getByRole('note')).toHaveTextContent('Send only USDT on TRON (TRC20) to this address.')
    expect(screen.getByText('Connect your wallet to see your deposit address.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('says deposits are not offered when the config names no chain (only serviceContract, as the spec shows)', async () => {
    server.use(answerAnything(RPC.globalConfig, { serviceContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' }))
    await renderApp(PATHS.recharge)
    expect(await screen.findByText('Deposits are not available right now')).toBeInTheDocument()
    expect(screen.queryByLabelText('Chain')).not.toBeInTheDocument()
  })

  it("names a chain the backend leaves unnamed by the app's own name for it, in the app's language", async () => {
    const { config } = seed()
    server.use(answer(RPC.globalConfig, { ...config, chains: config.chains.map((c) => ({ ...c, name: '' })) }))
    await renderApp(PATHS.recharge, 'ko')
    const chain = await screen.findByLabelText(koFunds['funds.chain'])
    expect(within(chain).getAllByRole('option').map((o) => o.textContent)).toEqual([koNames['names.chain.TRC20'], koNames['names.chain.ERC20']])
  })

  it('shows the address of the chosen chain and coin with its QR code, and copies it', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.recharge)
    await screen.findByRole('heading', { name: 'Your USDT deposit address on TRON (TRC20)' })
    const tron = screen.getByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
    expect(await checkAddress('tron', tron.textContent!)).toBe('ok')
    expect(await screen.findByRole('img', { name: `QR code of the deposit address ${tron.textContent}` })).toBeInTheDocument()
    expect(screen.getByText('Credited after 19 network confirmations.')).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Chain'), 'ERC20')
    expect(within(screen.getByLabelText('Currency')).getAllByRole('option').map((o) => o.textContent)).toEqual(['USDT', 'ETH', 'BNB'])
    await user.selectOptions(screen.getByLabelText('Currency'), 'ETH')
    await screen.findByRole('heading', { name: 'Your ETH deposit address on Ethereum (ERC20)' })
    const evm = await screen.findByText(/^0x[0-9a-fA-F]{40}$/)
    expect(await checkAddress('evm', evm.textContent!)).toBe('ok')
    expect(screen.getByRole('note')).toHaveTextContent('Send only ETH on Ethereum (ERC20) to this address.')
    expect(screen.getByText('Credited after 12 network confirmations.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(await screen.findByText(/^(Copied|Copy failed)$/)).toBeInTheDocument()
  })

  it('opens on the chain and coin last chosen on this device, after a reload too', async () => {
    const user = userEvent.setup()
    await loginAs()
    const first = await renderApp(PATHS.recharge)
    await screen.findByRole('heading', { name: 'Your USDT deposit address on TRON (TRC20)' })
    await user.selectOptions(screen.getByLabelText('Chain'), 'ERC20')
    await user.selectOptions(screen.getByLabelText('Currency'), 'ETH')
    await screen.findByRole('heading', { name: 'Your ETH deposit address on Ethereum (ERC20)' })
    first.unmount()

    // The page opened again (a reload, a later visit): the same chain and coin.
    await renderApp(PATHS.recharge)
    expect(await screen.findByRole('heading', { name: 'Your ETH deposit address on Ethereum (ERC20)' })).toBeInTheDocument()
    expect(screen.getByLabelText('Chain')).toHaveValue('ERC20')
    expect(screen.getByLabelText('Currency')).toHaveValue('ETH')
  })

  it('checks the amount and the hash for the chain before sending', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.submitDeposit)
    await renderApp(PATHS.recharge)
    const submit = await screen.findByRole('button', { name: 'Submit' })
    await user.click(submit)
    // Every field says what is wrong with it at once, each under its own field.
    const amount = screen.getByLabelText('Deposit amount (USDT)')
    expect(amount).toHaveAccessibleDescription('Enter deposit amount')
    expect(screen.getByLabelText('Transaction hash')).toHaveAccessibleDescription('Enter the transaction hash: 64 hexadecimal characters')
    // A typed amount that is wrong says what is wrong with it.
    for (const [typed, message] of [
      ['-5', 'Must be more than 0'],
      ['0', 'Must be more than 0'],
      ['1.123456789', 'Too many decimal places: at most 8'],
      ['1,5', 'Enter digits only, such as 12.5'],
      ['9'.repeat(23), 'This number is too large'],
    ]) {
      await user.clear(amount)
      await user.type(amount, typed!)
      await user.click(submit)
      expect(amount).toHaveAccessibleDescription(message)
    }
    await user.clear(amount)
    await user.type(amount, '250')
    await user.type(screen.getByLabelText('Transaction hash'), `0x${'ab'.repeat(32)}`)
    await user.click(submit)
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the transaction hash: 64 hexadecimal characters')
    await user.selectOptions(screen.getByLabelText('Chain'), 'ERC20')
    // Another chain starts a new report.
    await user.type(screen.getByLabelText('Deposit amount (USDT)'), '250')
    await user.type(screen.getByLabelText('Transaction hash'), 'ab'.repeat(32))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the transaction hash: 0x followed by 64 hexadecimal characters')
    expect(sent).toEqual([])
  })

  it('reports once however often tapped, keeps the input on failure, and leads to the record', async () => {
    const user = userEvent.setup()
    await loginAs()
    server.use(failOnce(RPC.submitDeposit, { respCode: '3009', respMsg: 'This transaction was reported already' }, { delay: 100 }))
    const sent = captureFields(RPC.submitDeposit)
    await renderApp(PATHS.recharge)
    const amount = await screen.findByLabelText('Deposit amount (USDT)')
    const hash = screen.getByLabelText('Transaction hash')
    await user.type(amount, '250')
    await user.type(hash, 'cd'.repeat(32))
    const submit = screen.getByRole('button', { name: 'Submit' })
    for (let i = 0; i < 5; i++) submit.click()
    expect(await screen.findByText('This transaction was reported already')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(amount).toHaveValue('250')
    expect(hash).toHaveValue('cd'.repeat(32))

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument()
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]).toMatchObject({ chain: 'TRC20', coin: 'USDT', amount: '250', txHash: 'cd'.repeat(32) })
    expect(amount).toHaveValue('')
    expect(screen.getByRole('link', { name: 'View deposit record' })).toHaveAttribute('href', PATHS.rechargeRecord)
  })
})
