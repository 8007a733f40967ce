import { createFileRoute } from '@tanstack/react-router'

/** Spec section 2 calls the advertiser home /advertiserHomePage; it lives at /hire, and that address moves there. */
export const Route = createFileRoute('/advertiserHomePage')({
  loader: () => import('#src/lib/moved.ts').then((m) => m.toHome()),
})
