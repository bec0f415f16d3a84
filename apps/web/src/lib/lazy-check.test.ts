import { loginInputSchema } from '@plateforme/shared/accounts/accounts.schemas';
import { describe, expect, it, vi } from 'vitest';
import { lazyCheck } from './lazy-check.ts';

describe('a form check whose schema loads on first use', () => {
  it('P1-LOGIN-06 P1-LOGIN-07 gives the shared schema French messages and its parsed values', async () => {
    const { check } = lazyCheck(async () => loginInputSchema);
    const refused = await check({ email: 'abc', password: '' });
    expect(refused.data).toBeUndefined();
    expect(refused.messages).toEqual({ email: 'Format invalide', password: 'Champ requis' });
    const accepted = await check({ email: ' Marie@Example.fr', password: 'x' });
    expect(accepted).toEqual({ data: { email: 'marie@example.fr', password: 'x' }, messages: {} });
  });

  it("turns the form's values into the API's input first", async () => {
    const { check } = lazyCheck(
      async () => loginInputSchema,
      (values: { login: string; secret: string }) => ({ email: values.login, password: values.secret }),
    );
    expect((await check({ login: 'marie@example.fr', secret: 'x' })).data).toEqual({
      email: 'marie@example.fr',
      password: 'x',
    });
  });

  it('loads the schema once, and again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof loginInputSchema>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue(loginInputSchema);
    const { check, preload } = lazyCheck(load);
    await expect(check({ email: 'a@b.fr', password: 'x' })).rejects.toThrow('réseau');
    preload();
    await check({ email: 'a@b.fr', password: 'x' });
    await check({ email: 'a@b.fr', password: 'x' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts loading from the form's first focus or touch, once", async () => {
    const load = vi.fn(async () => loginInputSchema);
    const { check, preloadHandlers } = lazyCheck(load);
    expect(load).not.toHaveBeenCalled();
    preloadHandlers.onFocus();
    preloadHandlers.onPointerDown();
    expect(load).toHaveBeenCalledTimes(1);
    await check({ email: 'a@b.fr', password: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
