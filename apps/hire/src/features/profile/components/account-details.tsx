import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import { Heading } from '@localjobs/ui/layout'
import { useMessages } from '#src/i18n/translations.ts'
import * as styles from './profile.css.ts'

/** One label and its value; an empty value says it was not given. */
export function DetailRow({ label, value }: { label: string; value: string }) {
  const t = useMessages('profile')
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={value ? styles.value : `${styles.value} ${styles.missing}`}>{value || t.notGiven}</dd>
    </div>
  )
}

/** An enterprise account's company, as ops set it (read-only everywhere). */
export function EnterpriseDetails({ profile }: { profile: AdvertiserProfile }) {
  const t = useMessages('profile')
  return (
    <section aria-labelledby="profile-enterprise" className={styles.section}>
      <Heading level={2} id="profile-enterprise" className={styles.sectionHeading}>
        {t.enterpriseDetails}
      </Heading>
      <p className={styles.note}>{t.enterpriseReadOnly}</p>
      <dl className={styles.list}>
        <DetailRow label={t.advertiserId} value={String(profile.advertiser_id ?? '')} />
        <DetailRow label={t.companyName} value={profile.company_name} />
        <DetailRow label={t.email} value={profile.email} />
        <DetailRow label={t.companyAddress} value={profile.company_address} />
      </dl>
    </section>
  )
}
