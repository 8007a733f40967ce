import { createFileRoute } from '@tanstack/react-router'

/** Spec section 2 calls the seeker home /seekerHomePage; it lives at /jobs, and the old address moves there. */
export const Route = createFileRoute('/seekerHomePage')({
  loader: () => import('#src/lib/moved.ts').then((m) => m.toHome()),
})
