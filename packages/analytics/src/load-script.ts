/** Adds a third-party script to the page; resolves when it has loaded, rejects when the browser refuses it. */
export type LoadScript = (src: string) => Promise<void>

/** The part of `document` a script loader needs. */
export interface ScriptDocument {
  createElement(tagName: 'script'): HTMLScriptElement
  head: { appendChild(node: HTMLScriptElement): unknown }
}

export function scriptLoader(document: ScriptDocument): LoadScript {
  return (src) =>
    new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.async = true
      script.src = src
      script.addEventListener('load', () => resolve())
      // ad blockers refuse these scripts routinely; the caller logs it and the page carries on
      script.addEventListener('error', () => reject(new Error(`script refused: ${src}`)))
      document.head.appendChild(script)
    })
}
