import { isNotDownloaded } from './network'

describe('isNotDownloaded', () => {
  it.each([
    'TypeError: Failed to fetch dynamically imported module: https://app.example/static/login-1a2b.js',
    'TypeError: Importing a module script failed.',
    'TypeError: error loading dynamically imported module: https://app.example/static/ethers.js',
    'Error: Unable to preload CSS for /static/chart.css',
  ])('knows code that did not download: %s', (message) => {
    expect(isNotDownloaded(new TypeError(message))).toBe(true)
  })

  it('leaves every other failure to its own message', () => {
    expect(isNotDownloaded(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false)
    expect(isNotDownloaded(new Error('user rejected action'))).toBe(false)
    expect(isNotDownloaded(undefined)).toBe(false)
  })
})
