import { Modal } from '@localjobs/ui/modal'
import { LoginSteps, type LoginStepsProps } from './login-steps.tsx'

export {
  type LoginCalls,
  type LoginStepsProps,
  type OtpLoginCalls,
  SEEKER_LOGIN_CALLS,
} from './login-steps.tsx'

export interface LoginModalProps<R> extends LoginStepsProps<R> {
  /** Called when the person closes the modal without logging in. */
  onClose: () => void
}

/**
 * The login steps (`./login-steps.tsx`: mobile number, OTP, password, reset, the challenge) in a modal: the
 * seeker's login, opened from wherever a seeker needs to be logged in. The cookie-blocked message shows in
 * the modal in place of the steps.
 */
export function LoginModal<R>({ onClose, ...props }: LoginModalProps<R>) {
  const t = props.messages
  return (
    <LoginSteps
      {...props}
      frame={({ title, description, body }, blocked) =>
        blocked ? (
          <Modal open onClose={onClose} title={title} closeLabel={t.close}>
            {body}
          </Modal>
        ) : (
          <Modal
            open
            onClose={onClose}
            title={title}
            description={description}
            closeLabel={t.close}
            closeOnBackdrop={false}
          >
            {body}
          </Modal>
        )
      }
    />
  )
}
