import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { screen } from '@testing-library/react';
import type { Profile } from '../../../lib/profile.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { partners } from './registration-fixtures.ts';

/** A tiny API: the profile changes as the calls move the registration on. */
export function serve(initial: Profile, handlers: Parameters<typeof mockApi>[0] = {}) {
  const state = { profile: initial };
  const setProcess = (process: RegistrationProcess, extra: Partial<Profile> = {}) => {
    state.profile = { ...state.profile, ...extra, registration_process: JSON.stringify(process) };
  };
  const calls = mockApi({
    'GET /api/user': () => jsonResponse(200, { data: state.profile }),
    'GET /api/partners': (_body, url) => {
      const search = JSON.parse(url.searchParams.get('search') ?? '{}') as { support_type: keyof typeof partners };
      return jsonResponse(200, { data: partners[search.support_type] ?? [] });
    },
    [`PUT /api/users/${initial.id}/update-registration-process`]: (body) => {
      setProcess(JSON.parse((body as { registration_process: string }).registration_process) as RegistrationProcess);
      return jsonResponse(200, { data: state.profile });
    },
    ...handlers,
  });
  return { calls, state, setProcess };
}

export const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
export const button = (name: string) => screen.getByRole('button', { name });

/** The processes the screen saved, in order. */
export const putBodies = (calls: ReturnType<typeof mockApi>) =>
  calls
    .filter((call) => call.method === 'PUT')
    .map(
      (call) => JSON.parse((call.body as { registration_process: string }).registration_process) as RegistrationProcess,
    );
