import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinimumDuration } from './useMinimumDuration';

describe('useMinimumDuration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays visible 100 ms when the work ends at once', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active, 100), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(true);
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('hides as soon as the work ends after the minimum', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active, 100), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(250));
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('shows nothing while nothing is pending', () => {
    const { result } = renderHook(() => useMinimumDuration(false, 100));
    expect(result.current).toBe(false);
  });

  it('stays visible when work resumes within the minimum', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active, 100), {
      initialProps: { active: false },
    });
    rerender({ active: true });
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(50));
    rerender({ active: true });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
  });
});
