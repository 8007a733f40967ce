/**
 * Compile-time proof that a zod schema describes exactly a contract type from @localjobs/api-client:
 * `const check: Exact<z.output<typeof schema>, Contract> = true` fails to compile on any drift.
 */
export type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
