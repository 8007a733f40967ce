/**
 * The company logo the advertiser chose, held in memory until the post is created (the create call sends
 * it; drafts take no files, decision 023). It survives moving between the form's steps and the review page
 * (one page, no reload); a reload forgets it, and the company step says to choose it again. Not kept in
 * IndexedDB: a logo is optional, quick to pick again, and a shared phone should not keep a company's files.
 */
let chosen: File | null = null
const listeners = new Set<() => void>()

export function chosenLogo(): File | null {
  return chosen
}

export function setChosenLogo(file: File | null): void {
  chosen = file
  for (const listener of listeners) listener()
}

export function onLogoChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
