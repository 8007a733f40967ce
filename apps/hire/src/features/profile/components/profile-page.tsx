import { advertiserProfileQueryOptions } from '@localjobs/api-client/advertisers/profile'
import type { AdvertiserProfile } from '@localjobs/api-client/advertisers/types'
import { buttonClassName } from '@localjobs/ui/button'
import { Heading } from '@localjobs/ui/layout'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { AccountGate } from '#src/components/account-gate.tsx'
import { useMessages } from '#src/i18n/translations.ts'
import { isEnterprise } from '../profile-values.ts'
import { takeProfileSaved } from '../saved-notice.ts'
import { DetailRow, EnterpriseDetails } from './account-details.tsx'
import * as styles from './profile.css.ts'
import { LoadFailed, ProfileSkeleton } from './profile-states.tsx'

/** Spec section 2, "profile": the advertiser's account, read in the browser (it needs their token). */
export function ProfilePage() {
  const t = useMessages('profile')
  return (
    <div className={styles.page}>
      <Heading level={1}>{t.profileTitle}</Heading>
      <AccountGate loading={<ProfileSkeleton />}>{() => <ProfileSummary />}</AccountGate>
    </div>
  )
}

function ProfileSummary() {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const profile = useQuery({ ...advertiserProfileQueryOptions(api), retry: false })
  const [justSaved] = useState(takeProfileSaved)

  if (profile.data) return <AccountDetails profile={profile.data} justSaved={justSaved} />
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />
  return <ProfileSkeleton />
}

function AccountDetails({ profile, justSaved }: { profile: AdvertiserProfile; justSaved: boolean }) {
  const t = useMessages('profile')
  const enterprise = isEnterprise(profile)
  return (
    <>
      {justSaved && (
        <p role="status" className={styles.notice}>
          {t.saved}
        </p>
      )}
      <section aria-labelledby="profile-account" className={styles.section}>
        <Heading level={2} id="profile-account" className={styles.sectionHeading}>
          {t.account}
        </Heading>
        {enterprise && <p className={styles.badge}>{t.enterpriseAccount}</p>}
        <dl className={styles.list}>
          <DetailRow label={t.name} value={profile.name} />
          <DetailRow label={t.mobileNumber} value={profile.mobile_no} />
          {!enterprise && (
            <>
              <DetailRow label={t.companyName} value={profile.company_name} />
              <DetailRow label={t.email} value={profile.email} />
              <DetailRow label={t.companyAddress} value={profile.company_address} />
            </>
          )}
        </dl>
      </section>
      {enterprise && <EnterpriseDetails profile={profile} />}
      <p>
        <Link to="/profile/details" className={buttonClassName({ variant: 'secondary' })}>
          {t.editDetails}
        </Link>
      </p>
      <p>
        <Link to="/paymentHistory" className={buttonClassName({ variant: 'secondary' })}>
          {t.paymentHistory}
        </Link>
      </p>
    </>
  )
}
