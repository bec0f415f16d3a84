import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atWidth } from '../../../test/screen-width.ts';
import { openWorkshops } from '../test/open-workshops.ts';

describe('workshops lists: the partner logos', { timeout: 30_000 }, () => {
  it('P2-WSL-13 P2-WSL-15 P2-WSL-17 shows the partner logos, named, 150 px high, with a pause button', async () => {
    atWidth(320);
    const { calls } = await openWorkshops('/workshops');
    const carousel = await screen.findByRole('list', { name: 'Logos des structures partenaires' });
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Centre 1', 'Centre 2']);
    expect(within(carousel).getAllByRole('img')[0]?.getAttribute('src')).toBe('/api/partners/1/logo');
    expect(getComputedStyle(carousel).height).toBe('150px');
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause le défilement des logos' }));
    expect(screen.getByRole('button', { name: 'Reprendre le défilement des logos' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const partners = new URLSearchParams(calls.find((call) => call.path === '/api/partners')?.search);
    expect(JSON.parse(partners.get('search') ?? '{}')).toEqual({ support_type: 'healthcenter', active: 1 });
    expect(partners.get('with[0]')).toBe('logo');
    expect(partners.get('per_page')).toBe('0');
  });

  for (const [width, count] of [
    [1300, 6],
    [1000, 4],
    [700, 3],
    [320, 2],
  ] as const) {
    it(`P2-WSL-16 shows ${count} logos on a ${width} px wide screen`, async () => {
      atWidth(width);
      await openWorkshops('/workshops', { partners: 8 });
      const carousel = await screen.findByRole('list', { name: 'Logos des structures partenaires' });
      expect(within(carousel).getAllByRole('img')).toHaveLength(count);
    });
  }

  it('P2-WSL-14 under reduced motion the logos never move and no pause button is needed', async () => {
    atWidth(320, true);
    await openWorkshops('/workshops', { partners: 8 });
    await screen.findByRole('list', { name: 'Logos des structures partenaires' });
    expect(screen.queryByRole('button', { name: /défilement des logos/ })).toBeNull();
  });
});
