import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainDialog } from './plain-dialog.tsx';

function Owner() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {open ? (
        <PlainDialog
          title="Bienvenue"
          onClose={() => setOpen(false)}
          actions={
            <button type="button" data-autofocus="" onClick={() => setOpen(false)}>
              J’ai compris
            </button>
          }
        >
          Le texte du dialogue.
        </PlainDialog>
      ) : null}
    </>
  );
}

describe('PlainDialog', () => {
  it('opens on the browser’s dialog, named and described, with the focus on its marked button', async () => {
    render(<Owner />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bienvenue' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Le texte du dialogue.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'J’ai compris' }));
    fireEvent.click(screen.getByRole('button', { name: 'J’ai compris' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when the browser closes it (Escape) and on a click on its backdrop', async () => {
    render(<Owner />);
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    dialog.close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    fireEvent.click(await screen.findByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
