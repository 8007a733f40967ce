/** The text a screen reader reads as an element's description: its aria-describedby targets, in order. */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? []
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? `<missing #${id}>`)
    .join(' ')
}

/** An element's text as a screen reader meets it: without the parts inside aria-hidden="true". */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) hidden.remove()
  return copy.textContent ?? ''
}
