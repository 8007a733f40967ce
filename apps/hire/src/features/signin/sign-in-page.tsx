import {
  advertiserType,
  storeLoginTokens,
  toEnterpriseLoginDetails,
  toLoginDetails,
} from '@localjobs/api-client/auth/otp'
import type { LoginResponse } from '@localjobs/api-client/auth/types'
import { Button } from '@localjobs/ui/button'
import { PageContainer } from '@localjobs/ui/layout'
import { track } from '@localjobs/web-app/analytics'
import { LoginPanel } from '@localjobs/web-app/login/login-panel'
import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { setAdvertiserSession, useAdvertiserSession } from '#src/lib/advertiser-session.ts'
import { afterSignIn } from '#src/lib/redirect.ts'
import { ADVERTISER_LOGIN_CALLS, ENTERPRISE_LOGIN_CALLS, type EnterpriseSignIn } from './hire-login-calls.ts'
import * as styles from './sign-in-page.css.ts'

/**
 * /hire/signin (spec section 2): the login steps on the page, as an advertiser (OTP or password, "Forgot
 * password?") or through the enterprise path (OTP only). A sign-in keeps the tokens and the session, then
 * opens `?redirect=` when it is a page of this app, else the dashboard; so does a visit while signed in.
 */
export function SignInPage({ redirect }: { redirect: unknown }) {
  const t = useMessages('auth')
  const locale = useLocale()
  const api = useRouteContext({ from: '__root__', select: (context) => context.api })
  const router = useRouter()
  const session = useAdvertiserSession()
  const [enterprise, setEnterprise] = useState(false)
  const target = afterSignIn(redirect)
  const enterpriseWords = useMemo(() => ({ ...t, title: t.enterpriseTitle }), [t])

  useEffect(() => {
    if (session) void router.navigate({ href: target, replace: true })
  }, [session, router, target])

  if (session) {
    return (
      <PageContainer className={styles.page}>
        <p role="status">{t.signedIn}</p>
      </PageContainer>
    )
  }

  function keepSignIn(data: LoginResponse) {
    storeLoginTokens(api, data)
    setAdvertiserSession({ details: toLoginDetails(data), type: advertiserType(data), enterprise: null })
  }

  function keepEnterpriseSignIn(data: EnterpriseSignIn) {
    storeLoginTokens(api, data)
    const details = toLoginDetails({
      id: data.id,
      jobs_user_id: data.id,
      mobile_no: data.mobile_no,
      name: data.name,
      wa_optin: 0,
      advertiser_id: data.advertiser_id,
      message: data.message,
    })
    setAdvertiserSession({ details, type: advertiserType(data), enterprise: toEnterpriseLoginDetails(data) })
  }

  const switchTo = (toEnterprise: boolean) => (
    <div className={styles.switchWay}>
      <p className={styles.question}>{toEnterprise ? t.enterpriseQuestion : t.standardQuestion}</p>
      <Button variant="secondary" fullWidth onClick={() => setEnterprise(toEnterprise)}>
        {toEnterprise ? t.enterpriseAccount : t.standardAccount}
      </Button>
    </div>
  )

  return (
    <PageContainer className={styles.page}>
      {enterprise ? (
        <LoginPanel
          key="enterprise"
          api={api}
          messages={enterpriseWords}
          locale={locale}
          headingLevel={1}
          intro={t.enterpriseIntro}
          calls={ENTERPRISE_LOGIN_CALLS}
          onVerified={keepEnterpriseSignIn}
          track={track}
          footer={switchTo(false)}
        />
      ) : (
        <LoginPanel
          key="advertiser"
          api={api}
          messages={t}
          locale={locale}
          headingLevel={1}
          calls={ADVERTISER_LOGIN_CALLS}
          onVerified={keepSignIn}
          track={track}
          footer={switchTo(true)}
        />
      )}
    </PageContainer>
  )
}
