/**
 * ALTCHA's widget puts its stylesheet in a <style> that carries the nonce it finds in
 * `<meta name="csp-nonce">`, when its module runs; the router writes the page's nonce in
 * `<meta property="csp-nonce">` (decision 038). Called before the widget's module is imported (the bundler
 * runs the widget's package before any code of the chunk that imports it), so its styles pass the page's
 * Content-Security-Policy.
 */
export function shareNonceWithAltcha(): void {
  const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content')
  if (!nonce || document.querySelector('meta[name="csp-nonce"]')) return
  const meta = document.createElement('meta')
  meta.name = 'csp-nonce'
  meta.content = nonce
  document.head.append(meta)
}
