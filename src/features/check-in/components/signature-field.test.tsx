import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SignatureField } from './signature-field';

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('the signature field', () => {
  it('shows a saved signature until the guest signs again, which clears it for a new one', async () => {
    const onChange = vi.fn();
    await renderWithApp(<SignatureField id="sig" value={png} onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Your signature' })).toHaveAttribute('src', png);

    fireEvent.click(screen.getByRole('button', { name: 'Sign again' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByRole('img', { name: 'Signature box: draw your signature here' }).tagName).toBe(
      'CANVAS',
    );
  });

  it('is named by its label and tells what is wrong', async () => {
    await renderWithApp(
      <SignatureField id="sig" value="" error="Please fill in this field." onChange={() => {}} />,
    );
    const box = screen.getByRole('group', { name: /Signature/ });
    expect(box).toHaveAccessibleDescription(/Sign with your finger.*Please fill in this field\./);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });
});
