import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHire } from '#src/testing/render-hire.tsx'
import { DecisionForm } from './decision-form.tsx'
import type { DeskAction } from './decision-values.ts'

afterEach(cleanup)

const renderForm = async (action: DeskAction, locale: 'en' | 'hi' | 'te' = 'en') => {
  const onSubmit = vi.fn()
  await renderHire({
    root: () => <DecisionForm action={action} busy={false} onSubmit={onSubmit} onCancel={() => {}} />,
    basepath: '/hire',
    locale,
  })
  return onSubmit
}

const confirm = (name = 'Confirm') => fireEvent.click(screen.getByRole('button', { name }))
/** The texts a control is described by (its hint and its error). */
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
const reason = () => screen.getByRole('combobox', { name: /Reason/ }) as HTMLSelectElement

describe('the decision form', () => {
  it('rejects only with a reason: the error shows next to the list, focused, and nothing is sent', async () => {
    const onSubmit = await renderForm('reject')
    await screen.findByRole('button', { name: 'Confirm' })
    confirm()
    expect(reason().getAttribute('aria-invalid')).toBe('true')
    expect(described(reason())).toContain('Choose a reason')
    expect(document.activeElement).toBe(reason())
    expect(onSubmit).not.toHaveBeenCalled()

    fireEvent.change(reason(), { target: { value: 'charges_candidates' } })
    confirm()
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'decision',
      body: { action: 'reject', reason: 'charges_candidates' },
    })
  })

  it("offers the reject reasons' labels and needs the text with 'other', keeping what was chosen", async () => {
    const onSubmit = await renderForm('reject')
    await screen.findByRole('button', { name: 'Confirm' })
    expect(screen.getByRole('option', { name: 'Charges candidates a fee' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Confirmed fraud' })).toBeTruthy()
    fireEvent.change(reason(), { target: { value: 'other' } })
    confirm()
    const note = screen.getByRole('textbox', { name: /Note to the advertiser/ })
    expect(note.getAttribute('aria-invalid')).toBe('true')
    expect(described(note)).toContain('Write the reason')
    expect(document.activeElement).toBe(note)
    expect(reason().value).toBe('other')
    expect(onSubmit).not.toHaveBeenCalled()

    fireEvent.change(note, { target: { value: '  Asks candidates to buy a uniform  ' } })
    confirm()
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'decision',
      body: { action: 'reject', reason: 'other', note: 'Asks candidates to buy a uniform' },
    })
  })

  it('holds with a hold reason and what the advertiser must fix', async () => {
    const onSubmit = await renderForm('hold')
    await screen.findByRole('button', { name: 'Confirm' })
    expect(screen.getByRole('option', { name: 'Remove the fee charged to candidates' })).toBeTruthy()
    fireEvent.change(reason(), { target: { value: 'remove_fee' } })
    fireEvent.change(screen.getByRole('textbox', { name: /What the advertiser must fix/ }), {
      target: { value: 'Remove the ₹500 registration fee' },
    })
    confirm()
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'decision',
      body: { action: 'hold', reason: 'remove_fee', note: 'Remove the ₹500 registration fee' },
    })
  })

  it('refuses a text over 500 characters', async () => {
    const onSubmit = await renderForm('approve')
    await screen.findByRole('button', { name: 'Confirm' })
    expect(screen.queryByRole('combobox')).toBeNull()
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'x'.repeat(501) } })
    confirm()
    expect(screen.getByText('Write at most 500 characters')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '' } })
    confirm()
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'decision', body: { action: 'approve' } })
  })

  it('confirms fraud only with a note, after saying what it does', async () => {
    const onSubmit = await renderForm('fraud')
    expect(await screen.findByText(/blocks all of this advertiser's open posts/)).toBeTruthy()
    confirm()
    expect(screen.getByText('Write the reason')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: /Why it is fraud/ }), {
      target: { value: 'Three seekers paid' },
    })
    confirm()
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'fraud', body: { note: 'Three seekers paid' } })
  })

  it('says its errors in Telugu', async () => {
    await renderForm('hold', 'te')
    const confirmTe = await screen.findByRole('button', { name: 'నిర్ధారించండి' })
    fireEvent.click(confirmTe)
    expect(described(screen.getByRole('combobox'))).toContain('కారణం ఎంచుకోండి')
  })
})
