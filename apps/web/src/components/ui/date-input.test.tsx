import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, joinDateParts, splitDateValue } from './date-input.tsx';

function Harness({ initial = '', onValue = vi.fn() }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="Date de naissance"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      error={value === '1999-02-31' ? 'Date invalide' : undefined}
    />
  );
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('DateInput', () => {
  it('P2-PROF-08 offers day, month and year selects, in a group named by the question', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Date de naissance' })).toBeTruthy();
    expect(select('Jour').options).toHaveLength(32);
    expect(select('Mois').options[1]?.textContent).toBe('janvier');
    expect(select('Mois').options).toHaveLength(13);
  });

  it('offers the last 120 years, this year first (P1 §5, P2 §2)', () => {
    render(<Harness />);
    const years = [...select('Année').options].slice(1).map((option) => Number(option.value));
    const thisYear = Number(
      new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date()),
    );
    expect(years).toHaveLength(120);
    expect(years[0]).toBe(thisYear);
    expect(years.at(-1)).toBe(thisYear - 119);
  });

  it('gives YYYY-MM-DD once the three are chosen, and a partial value before', () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    fireEvent.change(select('Jour'), { target: { value: '05' } });
    expect(onValue).toHaveBeenLastCalledWith('--05');
    fireEvent.change(select('Mois'), { target: { value: '11' } });
    fireEvent.change(select('Année'), { target: { value: '1990' } });
    expect(onValue).toHaveBeenLastCalledWith('1990-11-05');
  });

  it('shows a stored date, and offers only the days of the chosen month', () => {
    render(<Harness initial="2000-02-10" />);
    expect([select('Jour').value, select('Mois').value, select('Année').value]).toEqual(['10', '02', '2000']);
    expect(select('Jour').options).toHaveLength(30);
  });

  it('ties its message to each select', () => {
    render(<Harness initial="1999-02-31" />);
    for (const name of ['Jour', 'Mois', 'Année']) {
      const describedBy = select(name).getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe('Date invalide');
      expect(select(name).getAttribute('aria-invalid')).toBe('true');
    }
  });

  it('splits and joins its values', () => {
    expect(splitDateValue('')).toEqual({ year: '', month: '', day: '' });
    expect(splitDateValue('1970-05-04')).toEqual({ year: '1970', month: '05', day: '04' });
    expect(joinDateParts({ year: '', month: '', day: '' })).toBe('');
    expect(joinDateParts({ year: '1970', month: '', day: '04' })).toBe('1970--04');
  });
});
