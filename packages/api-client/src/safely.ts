/**
 * Runs UI code (listeners, navigation, the bridge) so that its failure cannot fail the API call that
 * triggered it; the error is rethrown on its own, where error reporting sees it.
 */
export function safely(action: () => void): void {
  try {
    action()
  } catch (error) {
    queueMicrotask(() => {
      throw error
    })
  }
}
