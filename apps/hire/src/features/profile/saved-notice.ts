/**
 * "Your profile details are saved": said once, on the profile page the form returns to after a save. Kept in
 * memory only, so a reload or a later visit does not say it again.
 */
let pending = false

export function noteProfileSaved(): void {
  pending = true
}

/** Whether a save has just happened; answers true once. */
export function takeProfileSaved(): boolean {
  const saved = pending
  pending = false
  return saved
}
