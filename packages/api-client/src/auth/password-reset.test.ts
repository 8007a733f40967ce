import { describe, expect, it } from 'vitest'
import { resetPassword } from './password-reset.ts'

describe('resetPassword', () => {
  it('posts the number, the code and the new password twice to /login/password/reset/, without a token', () => {
    expect(
      resetPassword.request({
        mobile_no: '9876543210',
        otp: '0421',
        password: 'secret123',
        confirm_password: 'secret123',
      }),
    ).toEqual({
      method: 'POST',
      path: '/login/password/reset/',
      json: { mobile_no: '9876543210', otp: '0421', password: 'secret123', confirm_password: 'secret123' },
      auth: 'none',
    })
  })
})
