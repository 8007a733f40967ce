import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FileField } from './file-field.tsx'
import { descriptionOf } from './test-helpers.ts'

afterEach(cleanup)

describe('FileField', () => {
  it('is a file input named by its label, described by hint and status', () => {
    render(
      <FileField
        label="Resume"
        hint="PDF, DOC or DOCX, up to 5 MB"
        status="Uploaded: cv.pdf"
        accept=".pdf"
      />,
    )
    const input = screen.getByLabelText('Resume')
    expect(input.getAttribute('type')).toBe('file')
    expect(input.getAttribute('accept')).toBe('.pdf')
    expect(descriptionOf(input)).toBe('Uploaded: cv.pdf PDF, DOC or DOCX, up to 5 MB')
    expect(screen.getByRole('status').textContent).toBe('Uploaded: cv.pdf')
  })

  it('marks itself invalid and reads the error out where it appears', () => {
    const { rerender } = render(<FileField label="Resume" />)
    expect(screen.getByRole('alert').textContent).toBe('')
    rerender(<FileField label="Resume" error="Upload your resume." />)
    expect(screen.getByLabelText('Resume').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('Upload your resume.')
  })

  it('hands the chosen file over', async () => {
    const onChange = vi.fn()
    render(<FileField label="Resume" onChange={(event) => onChange(event.target.files?.[0]?.name)} />)
    await userEvent.upload(screen.getByLabelText('Resume'), new File(['%PDF-1.4'], 'cv.pdf'))
    expect(onChange).toHaveBeenCalledWith('cv.pdf')
  })
})
