import { registerMessages } from '@localjobs/validation/messages/lookup'
import texts from '@localjobs/validation/messages/te'

/**
 * The form checks' messages (`@localjobs/validation`) in this language only (decision 032): loading this
 * namespace registers them for `messageFor`, so a route whose page shows form errors loads it with its own
 * namespaces, before the page renders (on the server, and in the browser before it hydrates).
 */
export default registerMessages('te', texts)
