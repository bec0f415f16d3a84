import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypedFilter } from './use-typed-filter.ts';

describe('useTypedFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what is typed once typing pauses, once', () => {
    const send = vi.fn();
    const { result } = renderHook(({ value }) => useTypedFilter(value, send, 300), { initialProps: { value: '' } });
    act(() => result.current[1]('Du'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current[1]('Dupont'));
    act(() => vi.advanceTimersByTime(299));
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledExactlyOnceWith('Dupont');
  });

  it('sends nothing for spaces alone around what was sent', () => {
    const send = vi.fn();
    const { result } = renderHook(({ value }) => useTypedFilter(value, send, 300), { initialProps: { value: 'Lyon' } });
    act(() => result.current[1]('Lyon '));
    act(() => vi.advanceTimersByTime(1000));
    expect(send).not.toHaveBeenCalled();
    expect(result.current[0]).toBe('Lyon ');
  });

  it('follows the address changed elsewhere, but keeps the typing when the address takes back what it sent (trimmed)', () => {
    const send = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useTypedFilter(value, send, 300), {
      initialProps: { value: '' },
    });
    act(() => result.current[1]('Jean '));
    act(() => vi.advanceTimersByTime(300));
    expect(send).toHaveBeenCalledWith('Jean ');
    rerender({ value: 'Jean' });
    expect(result.current[0]).toBe('Jean ');
    rerender({ value: '' });
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
