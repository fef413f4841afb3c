// @vitest-environment jsdom
// The suggestion box's timing (2 characters, 300 ms debounce, no-match 100 ms after an empty
// reply) and its keyboard model, with the typed client replaced by a stub.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UniversityHit } from '#shared/types.ts';

const suggest = vi.fn<(input: { query: string }) => Promise<UniversityHit[]>>();
vi.mock('#stores/auth.ts', () => ({ api: { universities: { suggest: { query: (input: { query: string }) => suggest(input) } } } }));

const { UniversityCombobox, default: UniversityPicker } = await import('#islands/ui/UniversityPicker.tsx');

const hit = (id: number, name: string): UniversityHit => ({
  id,
  name,
  country: 'Testland',
  review_count: 0,
  average_rating: 0,
  last_review_at: null,
});
const hits = (count: number, stem: string) => Array.from({ length: count }, (_, i) => hit(i + 1, `${stem} ${i + 1}`));

beforeEach(() => {
  vi.useFakeTimers();
  suggest.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets timers run `ms` forward and the stubbed reply settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function type(text: string) {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
}

describe('the university combobox', () => {
  it('asks for nothing under 2 characters and once, 300 ms after the last keystroke', async () => {
    suggest.mockResolvedValue(hits(3, 'Alpha'));
    render(<UniversityCombobox id="box" label="Search" onPick={() => undefined} />);
    type('a');
    await wait(1000);
    expect(suggest).not.toHaveBeenCalled();
    type('al');
    await wait(200);
    type('alp');
    await wait(299);
    expect(suggest).not.toHaveBeenCalled();
    expect(screen.getByText('Searching...', { selector: 'p' })).toBeTruthy();
    await wait(1);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith({ query: 'alp' });
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the no-match message 100 ms after an empty reply', async () => {
    suggest.mockResolvedValue([]);
    render(<UniversityCombobox id="box" label="Search" onPick={() => undefined} />);
    type('nothing here');
    await wait(300);
    await wait(99);
    expect(screen.queryByText('Add Your School')).toBeNull();
    await wait(1);
    expect(screen.getByRole('link', { name: 'Add Your School' }).getAttribute('href')).toBe('/addSchool');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with Up and Down, picks with Enter, closes with Escape', async () => {
    suggest.mockResolvedValue(hits(3, 'Beta'));
    const onPick = vi.fn();
    render(<UniversityCombobox id="box" label="Search" onPick={onPick} />);
    const box = screen.getByRole('combobox');
    type('beta');
    await wait(300);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('box-option-1');
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe('box-option-2');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('box-option-0');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(hits(3, 'Beta')[0]);
    expect((box as HTMLInputElement).value).toBe('Beta 1');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Escape with the popup closed clears the box.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('lets Enter through to the form when no option is highlighted', async () => {
    suggest.mockResolvedValue(hits(2, 'Gamma'));
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <UniversityCombobox id="box" label="Search" onPick={() => undefined} />
      </form>,
    );
    type('gamma');
    await wait(300);
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    screen.getByRole('combobox').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('the university picker', () => {
  it('offers at most 5 and drops its choice when the text is edited', async () => {
    suggest.mockResolvedValue(hits(10, 'Delta'));
    const onChange = vi.fn();
    const { rerender } = render(<UniversityPicker id="pick" label="First university" value={null} onChange={onChange} />);
    type('delta');
    await wait(300);
    expect(screen.getAllByRole('option')).toHaveLength(5);
    fireEvent.click(screen.getAllByRole('option')[2]!);
    expect(onChange).toHaveBeenLastCalledWith({ id: 3, name: 'Delta 3' });
    rerender(<UniversityPicker id="pick" label="First university" value={{ id: 3, name: 'Delta 3' }} onChange={onChange} />);
    type('Delta');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
