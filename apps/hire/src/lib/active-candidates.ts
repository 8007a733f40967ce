/**
 * Candidates the product says are actively looking (spec sections 2 and 9: '75000+ candidates'): the home's
 * claim and the dashboard's exit sheet, one number.
 */
export const ACTIVE_CANDIDATES = 75_000
