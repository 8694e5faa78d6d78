import { createRoot } from 'react-dom/client'

// The bench's yardstick (test/bench/hello-world.ts): React 19 rendering one heading, built by the
// same Vite as the app and measured by Lighthouse in the same run.
createRoot(document.getElementById('root')!).render(<h1>Hello world</h1>)
