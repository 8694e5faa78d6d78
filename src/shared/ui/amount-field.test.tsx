import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { AmountField } from './amount-field'

// Every amount field of the app is this one: what an Arabic, Persian or full-width keyboard types
// is read as the digits it is.

function Field() {
  const [value, setValue] = useState('')
  return <AmountField label="Amount" value={value} onChange={setValue} />
}

describe('AmountField', () => {
  it.each([
    ['Arabic-Indic digits and the Arabic decimal separator', '١٢٥٫٥', '125.5'],
    ['extended Arabic-Indic digits', '۲۵۰', '250'],
    ['full-width digits and point', '３０．２５', '30.25'],
    ['ASCII', '99.9', '99.9'],
  ])('reads %s as the digits they are', async (_, typed, shown) => {
    const user = userEvent.setup()
    render(<Field />)
    await user.type(screen.getByLabelText('Amount'), typed)
    expect(screen.getByLabelText('Amount')).toHaveValue(shown)
  })
})
