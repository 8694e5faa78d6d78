import { Component, type ReactNode } from 'react'
import { ErrorState } from './states'

interface Props {
  children: ReactNode
}
interface State {
  failed: boolean
}

/** Catches a render error inside one page; retry renders the page again from scratch. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(error)
  }

  render() {
    if (this.state.failed) return <ErrorState onRetry={() => this.setState({ failed: false })} />
    return this.props.children
  }
}
