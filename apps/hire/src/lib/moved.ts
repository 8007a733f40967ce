import { toAppPage } from '@localjobs/web-app/moved'

export { toAppHome as toHome } from '@localjobs/web-app/moved'

/** /hire/advertiserLogin (the spec's name) -> /hire/signin, 301, query string kept. */
export const toSignIn = (): never => toAppPage('/signin')
