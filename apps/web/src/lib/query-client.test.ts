import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';
import { getCurrentSnackbar } from './snackbar.ts';

describe('errors in the message bar', () => {
  it('P1-ERR-03 a failed call shows the server message once, without retrying a 4xx', async () => {
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => {
          calls += 1;
          throw new ApiError(422, 'Le numéro de séquence est déjà pris', {
            message: 'Le numéro de séquence est déjà pris',
          });
        },
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
    expect(getCurrentSnackbar()).toMatchObject({ message: 'Le numéro de séquence est déjà pris', severity: 'error' });
  });

  it('P1-ERR-01 a 403 shows nothing, nor does a query that handles its own errors', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new ApiError(403, 'Action non autorisée')) })
      .catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['b'],
        queryFn: () => Promise.reject(new ApiError(500, 'Boom')),
        meta: { silentErrors: true },
        retry: false,
      })
      .catch(() => undefined);
    expect(getCurrentSnackbar()).toBeNull();
  });
});
