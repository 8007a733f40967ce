import { createFileRoute } from '@tanstack/react-router'

/** Spec section 2 calls the advertiser's sign-in /advertiserLogin; it lives at /hire/signin, query string kept. */
export const Route = createFileRoute('/advertiserLogin')({
  loader: () => import('#src/lib/moved.ts').then((m) => m.toSignIn()),
})
