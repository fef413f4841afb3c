// An unexpected console.error fails the test that caused it (Epic Stack's rule). A test that
// expects one replaces the spy with its own `vi.spyOn(console, 'error').mockImplementation(...)`.
import { afterEach, beforeEach, vi } from 'vitest';

let spy: ReturnType<typeof vi.spyOn> | undefined;

beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  spy?.mockRestore();
});
