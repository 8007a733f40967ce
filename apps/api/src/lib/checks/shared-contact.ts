import { and, countDistinct, eq, ne, or } from 'drizzle-orm'
import { submissions } from '#src/db/schema.ts'
import { finding, type LookupRule } from './rule.ts'

/** How many distinct advertisers' posts, this one's included, make a number shared. */
export const SHARED_CONTACT_ADVERTISERS = 3

/** The contact number (mobile_no or whatsapp_no) is on the posts of 3 or more advertisers. */
export const sharedContact: LookupRule = {
  code: 'shared_contact',
  weight: 30,
  async check(db, post, context) {
    const numbers = [...new Set([post.mobile_no, post.whatsapp_no].filter((n): n is string => !!n))]
    for (const number of numbers) {
      const [row] = await db
        .select({ others: countDistinct(submissions.advertiserId) })
        .from(submissions)
        .where(
          and(
            or(eq(submissions.mobileNo, number), eq(submissions.whatsappNo, number)),
            ne(submissions.advertiserId, context.advertiserId),
          ),
        )
      const advertisers = Number(row?.others ?? 0) + 1
      if (advertisers >= SHARED_CONTACT_ADVERTISERS)
        return finding(this, `The number ${number} is on the posts of ${advertisers} advertisers`, number)
    }
    return undefined
  },
}
