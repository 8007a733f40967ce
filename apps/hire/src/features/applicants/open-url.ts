/**
 * Opening a resume's signed link (decision 034): the link is asked for after the tap, and a browser opens a
 * new tab only during the tap itself, so View opens an empty tab at once and points it at the link when it
 * comes (`pendingTab`); Download goes to the link in this tab (it answers `attachment`: the page stays).
 */
export interface PendingTab {
  go: (url: string) => void
  close: () => void
}

export function pendingTab(): PendingTab {
  const tab = window.open('', '_blank')
  if (tab) tab.opener = null
  return {
    go: (url) => {
      if (tab) tab.location.href = url
      else window.open(url, '_blank', 'noopener')
    },
    close: () => tab?.close(),
  }
}

export function download(url: string) {
  window.location.assign(url)
}
