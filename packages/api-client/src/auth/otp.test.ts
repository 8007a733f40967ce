import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { AppType } from '../app-context.ts'
import { type ApiClient, createApiClient } from '../client.ts'
import { fakeFetch, jsonResponse } from '../testing/fake-fetch.ts'
import { memoryTokenStore } from '../token-store.ts'
import {
  advertiserType,
  logoutMutationOptions,
  toEnterpriseLoginDetails,
  toLoginDetails,
  verifyEnterpriseOtp,
  verifyOtp,
  verifyOtpMutationOptions,
} from './otp.ts'
import { passwordLoginMutationOptions } from './password.ts'
import type { EnterpriseLoginResponse, LoginResponse } from './types.ts'

const baseUrl = 'http://api.test/api'
const login: LoginResponse = {
  id: 7,
  jobs_user_id: 701,
  mobile_no: '9876543210',
  name: 'Ravi',
  wa_optin: 1,
  advertiser_id: null,
  message: 'Logged in',
}

describe('the verify body: wa_optin is sent from the web only (spec section 7)', () => {
  it.each([
    ['web', { wa_optin: 1 }, { mobile_no: '9876543210', otp: '1234', wa_optin: 1 }],
    ['web', { wa_optin: 0 }, { mobile_no: '9876543210', otp: '1234', wa_optin: 0 }],
    ['web', {}, { mobile_no: '9876543210', otp: '1234', wa_optin: 0 }],
    ['jobs_wbv', { wa_optin: 1 }, { mobile_no: '9876543210', otp: '1234' }],
    ['news_wbv', { wa_optin: 1 }, { mobile_no: '9876543210', otp: '1234' }],
    ['news', { wa_optin: 1 }, { mobile_no: '9876543210', otp: '1234' }],
  ] as const)('from %s with %j', async (appType: AppType, optIn, expected) => {
    for (const call of [verifyOtp, verifyEnterpriseOtp]) {
      const { fetch, requests } = fakeFetch(() => jsonResponse(login))
      await call(createApiClient({ baseUrl, fetch, appType }), {
        mobile_no: '9876543210',
        otp: '1234',
        ...optIn,
      })
      expect(await requests[0]?.json()).toEqual(expected)
    }
  })
})

describe('login details (spec section 3)', () => {
  it('are what the apps keep after a login', () => {
    expect(toLoginDetails(login)).toEqual({
      id: 7,
      jobsUserId: 701,
      isLogIn: true,
      mobileNumber: '9876543210',
      name: 'Ravi',
      whatsAppOptIn: true,
    })
  })

  it.each([null, '', '   '])("name defaults to 'Name' (%j)", (name) => {
    expect(toLoginDetails({ ...login, name }).name).toBe('Name')
  })

  it('WhatsApp opt-in 0 is false', () => {
    expect(toLoginDetails({ ...login, wa_optin: 0 }).whatsAppOptIn).toBe(false)
  })

  it('enterprise details come from the enterprise verify response', () => {
    const response: EnterpriseLoginResponse = {
      id: 7,
      advertiser_id: 42,
      company_name: 'Sri Sai Travels',
      email: 'hr@srisai.example',
      company_address: 'Madhapur, Hyderabad',
      name: 'Lakshmi',
      message: 'Logged in',
    }
    expect(toEnterpriseLoginDetails(response)).toEqual({
      advertiserId: 42,
      companyName: 'Sri Sai Travels',
      email: 'hr@srisai.example',
      companyAddress: 'Madhapur, Hyderabad',
      name: 'Lakshmi',
    })
  })

  it.each([
    [{ advertiser_id: 42 }, 'b2b'],
    [{ advertiser_id: 0 }, 'b2b'],
    [{ advertiser_id: null }, 'b2c'],
    [{}, 'b2c'],
  ] as const)('advertiser type of %j is %s (spec section 6)', (response, expected) => {
    expect(advertiserType(response)).toBe(expected)
  })
})

describe('login mutations keep the advertiser tokens', () => {
  it.each([
    [
      'OTP',
      (client: ApiClient) =>
        new MutationObserver(new QueryClient(), verifyOtpMutationOptions(client)).mutate({
          mobile_no: '9876543210',
          otp: '1234',
        }),
    ],
    [
      'password',
      (client: ApiClient) =>
        new MutationObserver(new QueryClient(), passwordLoginMutationOptions(client)).mutate({
          mobile_no: '9876543210',
          password: 'pw',
        }),
    ],
  ])('%s login stores access and refresh', async (_name, signIn) => {
    const { fetch } = fakeFetch(() => jsonResponse({ ...login, access: 'acc', refresh: 'ref' }))
    const tokens = memoryTokenStore()

    await signIn(createApiClient({ baseUrl, fetch, tokenStore: tokens }))

    expect(tokens.get()).toEqual({ access: 'acc', refresh: 'ref' })
  })

  it('a seeker login (no tokens) leaves the store alone', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(login))
    const tokens = memoryTokenStore()
    const client = createApiClient({ baseUrl, fetch, tokenStore: tokens })

    await new MutationObserver(new QueryClient(), verifyOtpMutationOptions(client)).mutate({
      mobile_no: '9876543210',
      otp: '1234',
    })

    expect(tokens.get()).toBeNull()
  })

  it('a wrong code rejects the mutation with the server message', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ message: 'Please enter valid OTP' }, 400))
    const client = createApiClient({ baseUrl, fetch })

    await expect(
      new MutationObserver(new QueryClient(), verifyOtpMutationOptions(client)).mutate({
        mobile_no: '9876543210',
        otp: '0000',
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Please enter valid OTP' })
  })

  it('logout forgets the tokens even when the server call fails', async () => {
    const { fetch } = fakeFetch(() => jsonResponse({}, 500))
    const tokens = memoryTokenStore({ access: 'acc', refresh: 'ref' })
    const client = createApiClient({ baseUrl, fetch, tokenStore: tokens })

    await new MutationObserver(new QueryClient(), logoutMutationOptions(client))
      .mutate({})
      .catch(() => undefined)

    expect(tokens.get()).toBeNull()
  })
})
