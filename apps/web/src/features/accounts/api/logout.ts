import { useMutation } from '@tanstack/react-query';
import { logout } from '../../../lib/sign-in.ts';

export function useLogout() {
  return useMutation({ mutationFn: () => logout(), meta: { silentErrors: true } });
}
