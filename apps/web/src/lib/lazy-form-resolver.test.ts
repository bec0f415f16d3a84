import { loginInputSchema } from '@plateforme/shared/accounts/accounts.schemas';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyFormResolver } from './lazy-form-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{
  email: string;
  password: string;
}>;

describe('a form resolver whose schema loads on first use', () => {
  it('P1-LOGIN-06 P1-LOGIN-07 gives the shared schema French messages and its parsed values', async () => {
    const { resolver } = lazyFormResolver(async () => loginInputSchema);
    const refused = await resolver({ email: 'abc', password: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Format invalide');
    expect(refused.errors.password?.message).toBe('Champ requis');
    const accepted = await resolver({ email: ' Marie@Example.fr', password: 'x' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'marie@example.fr', password: 'x' }, errors: {} });
  });

  it('loads the schema once, and again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof loginInputSchema>>()
      .mockRejectedValueOnce(new Error('réseau'))
      .mockResolvedValue(loginInputSchema);
    const { resolver, preload } = lazyFormResolver(load);
    await expect(resolver({ email: 'a@b.fr', password: 'x' }, undefined, options)).rejects.toThrow('réseau');
    preload();
    await resolver({ email: 'a@b.fr', password: 'x' }, undefined, options);
    await resolver({ email: 'a@b.fr', password: 'x' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("starts loading from the form's first focus or touch, once", async () => {
    const load = vi.fn(async () => loginInputSchema);
    const { resolver, preloadHandlers } = lazyFormResolver(load);
    expect(load).not.toHaveBeenCalled();
    preloadHandlers.onFocus();
    preloadHandlers.onPointerDown();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ email: 'a@b.fr', password: 'x' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
