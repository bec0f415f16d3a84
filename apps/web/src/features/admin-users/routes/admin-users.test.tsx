import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { adminProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const empty = { data: [], meta: { total: 0, page: 1, per_page: 20, last_page: 1 } };

describe('/admin/users', { timeout: 30_000 }, () => {
  it('shows active people by default, the archived ones or everyone on demand', async () => {
    const calls = mockApi({ 'GET /api/admin/users': () => jsonResponse(200, empty), 'GET /api/admin/invitations': () => jsonResponse(200, { data: [] }) });
    renderRoute('/admin/users', adminProfile);
    const archived = (await screen.findByLabelText('Archivés', {}, { timeout: 15_000 })) as HTMLSelectElement;
    const lists = () => calls.filter((call) => call.path === '/api/admin/users').map((call) => new URLSearchParams(call.search).get('archived'));
    await waitFor(() => expect(lists()).toEqual(['no']));
    expect(archived.value).toBe('no');

    fireEvent.change(archived, { target: { value: '' } });
    await waitFor(() => expect(lists().at(-1)).toBeNull());
    expect(archived.value).toBe('');
    fireEvent.change(archived, { target: { value: 'yes' } });
    await waitFor(() => expect(lists().at(-1)).toBe('yes'));
  });
});
