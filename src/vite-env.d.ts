/// <reference types="vite/client" />

// The app's own build-time settings (.env.example), typed where code reads them; the others stay
// vite/client's untyped strings.
interface ImportMetaEnv {
  /** `dapp` or `siwe` pins the login mode; unset, empty or `config`: the mode 00000 names (contract/login.ts, pinnedLoginMode). */
  readonly VITE_LOGIN_MODE?: string
}
