import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainTable } from './plain-table.tsx';

describe('PlainTable', () => {
  it('is a table named by its caption, in a focusable region of the same name (the keyboard scrolls it on a phone)', () => {
    render(
      <PlainTable caption="Les remplacements" headers={['Professionnel', null]}>
        <TableRow>
          <TableCell>Claire Moreau</TableCell>
          <TableCell />
        </TableRow>
      </PlainTable>,
    );
    const region = screen.getByRole('region', { name: 'Les remplacements' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'Les remplacements' });
    expect(within(table).getByRole('columnheader', { name: 'Professionnel' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Claire Moreau' })).toBeTruthy();
  });

  it('keeps a hidden caption for screen readers only', () => {
    render(
      <PlainTable caption="Versions publiées" captionHidden headers={['Version']}>
        <TableRow>
          <TableCell>1</TableCell>
        </TableRow>
      </PlainTable>,
    );
    const caption = screen.getByText('Versions publiées');
    expect(caption.tagName).toBe('CAPTION');
    expect(caption.style.position).toBe('absolute');
    expect(screen.getByRole('table', { name: 'Versions publiées' })).toBeTruthy();
  });
});
