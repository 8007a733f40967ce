import { registerMessages } from '@localjobs/validation/messages/lookup'
import texts from '@localjobs/validation/messages/te'

/**
 * The form checks' messages (`@localjobs/validation`) in this language only (decision 032). Every
 * namespace whose page shows form errors imports this module, so loading the namespace (before the page
 * renders, on the server and in the browser) registers them for `messageFor`. Not a namespace of its own:
 * the catalog's table is part of every page's first load.
 */
registerMessages('te', texts)
