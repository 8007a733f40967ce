/**
 * The seeker's login cookies (spec section 4: "the user id is stored in a cookie"; logout "clears the
 * auth cookie and the user cookie"). The API sets both on login and clears both on logout.
 */

/** The auth cookie: an opaque session token, httpOnly, so page scripts never see it. */
export const SESSION_COOKIE = 'session'

/** The user cookie: the logged-in user's id, readable by the page (`document.cookie`). */
export const USER_COOKIE = 'user_id'
