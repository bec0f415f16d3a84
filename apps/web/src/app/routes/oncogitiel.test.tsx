import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readTokens } from '../../lib/auth-storage.ts';
import { premiumUserProfile } from '../../test/profiles.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { buildOncogitielUrl } from './oncogitiel-url.ts';

describe('/oncogitiel', () => {
  it('P1-HOME-23 a visitor leaves for the companion application without a token', () => {
    expect(buildOncogitielUrl('https://oncogitiel.example.fr/app', null)).toBe('https://oncogitiel.example.fr/app');
  });

  it('P1-HOME-24 a signed-in person takes the access token and its expiry along', () => {
    expect(
      buildOncogitielUrl('https://oncogitiel.example.fr/app?x=1', { access_token: 'a b', expires_at: 1700000000000 }),
    ).toBe('https://oncogitiel.example.fr/app?x=1&access_token=a+b&expires_at=1700000000000');
    expect(buildOncogitielUrl('/api/oncogitiel', { access_token: 't', expires_at: 5 })).toBe(
      '/api/oncogitiel?access_token=t&expires_at=5',
    );
  });

  it('P1-HOME-24 opening the route leaves the platform with the stored token', async () => {
    const assign = vi.fn();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { key: 'oncogitiel_url', value: 'https://oncogitiel.example.fr/' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const location = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...location,
      assign,
      origin: location.origin,
    } as unknown as Location);
    renderRoute('/oncogitiel', premiumUserProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'onCogitiel' })).toBeTruthy();
    const tokens = readTokens();
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `https://oncogitiel.example.fr/?access_token=${tokens?.access_token}&expires_at=${tokens?.expires_at}`,
      ),
    );
  });
});
