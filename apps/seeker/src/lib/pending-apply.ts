/**
 * The job a seeker was applying to when they were sent to create their profile (spec section 4: "No
 * profile yet: profile creation, then back to the job"); the job page finishes the apply on return.
 */
const KEY = 'pendingApply'

export function setPendingApply(jobId: number, jobSlug: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ jobId, jobSlug }))
  } catch {
    // Without storage the seeker taps Apply again after creating the profile.
  }
}

export function takePendingApply(): { jobId: number; jobSlug: string } | null {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    window.sessionStorage.removeItem(KEY)
    return raw ? (JSON.parse(raw) as { jobId: number; jobSlug: string }) : null
  } catch {
    return null
  }
}

export function peekPendingApply(): { jobId: number; jobSlug: string } | null {
  try {
    const raw = window.sessionStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as { jobId: number; jobSlug: string }) : null
  } catch {
    return null
  }
}
