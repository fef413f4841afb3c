// A university search box with suggestions: the WAI-ARIA 1.2 combobox with a listbox popup
// (list autocomplete, no automatic selection). Up and Down move through the options, Enter picks
// the highlighted one, Escape closes the popup (or clears the box when it is closed). The home
// search box and the compare pickers are this one component with different `onPick`s.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { COMPARE_PICKER_MAX, SEARCH_SUGGESTIONS_MAX } from '#shared/limits.ts';
import type { UniversityHit } from '#shared/types.ts';
import { useUniversitySuggestions } from '#islands/hooks/use-university-suggestions.ts';
import { useCarriedFocus } from '#islands/hooks/use-carried-focus.ts';
import Spinner from '../search/Spinner';

export interface UniversityComboboxProps {
  /** The input's id. */
  id: string;
  label: string;
  /** 'label' for a visible label, 'sr-only' when the surroundings already say what it is. */
  labelClassName?: string;
  /** Form field name, when the box sits in a form that works without JavaScript. */
  name?: string;
  limit?: number;
  initialText?: string;
  placeholder?: string;
  inputClassName?: string;
  required?: boolean;
  minLength?: number;
  onPick: (hit: UniversityHit) => void;
  /** Called on every edit of the text (not when an option fills it in). */
  onType?: (text: string) => void;
}

export function UniversityCombobox(props: UniversityComboboxProps) {
  const {
    id,
    label,
    labelClassName = 'label',
    name,
    limit = SEARCH_SUGGESTIONS_MAX,
    placeholder,
    inputClassName = 'input',
    onPick,
    onType,
  } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [text, setText] = useState(props.initialText ?? '');
  // The text suggestions are asked for: only what the visitor typed, never a picked name.
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { status, hits } = useUniversitySuggestions(query, limit);
  useCarriedFocus(id, inputRef);
  // The box is server-rendered: whoever started typing before the island was ready keeps the
  // text (read from the field after hydration, so both renders match) and sees its suggestions.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== (props.initialText ?? '')) {
      setText(input.value);
      setQuery(input.value);
      onType?.(input.value);
    }
    if (document.activeElement === input) setOpen(true);
  }, []);

  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const showPanel = open && status !== 'idle';
  const showList = showPanel && hits.length > 0;

  useEffect(() => setActive(-1), [hits]);
  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  });

  function edit(value: string) {
    setText(value);
    setQuery(value);
    setOpen(true);
    setActive(-1);
    onType?.(value);
  }

  function pick(hit: UniversityHit) {
    setText(hit.name);
    setQuery('');
    setOpen(false);
    setActive(-1);
    onPick(hit);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count || status === 'idle') return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!showList) {
        setOpen(true);
        setActive(event.altKey ? -1 : down ? 0 : count - 1);
        return;
      }
      setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const hit = showList && active >= 0 ? hits[active] : undefined;
      // Without a highlighted option Enter does what the form around the box does.
      if (hit) {
        event.preventDefault();
        pick(hit);
      }
    } else if (event.key === 'Escape') {
      if (showPanel) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        edit('');
        setOpen(false);
      }
    }
  }

  const announcement = !showPanel
    ? ''
    : status === 'loading'
      ? 'Searching...'
      : status === 'none'
        ? `No universities match "${query.trim()}".`
        : `${hits.length} ${hits.length === 1 ? 'suggestion' : 'suggestions'} available. Use the up and down arrow keys to choose one.`;

  return (
    <div
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        enterKeyHint="search"
        required={props.required}
        minLength={props.minLength}
        placeholder={placeholder}
        className={inputClassName}
        value={text}
        onChange={(event) => edit(event.target.value)}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(true)}
      />
      <span id={`${id}-hint`} className="sr-only">
        Type at least 2 letters, or the initials, to see suggestions.
      </span>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <div
        hidden={!showPanel}
        className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-slate-300 bg-white text-slate-900 shadow-lg"
      >
        {status === 'loading' && (
          <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700" data-testid="suggestions-loading">
            <Spinner className="h-4 w-4" /> Searching...
          </p>
        )}
        {status === 'none' && (
          <p className="px-3 py-3 text-sm text-slate-800" data-testid="no-match">
            No universities match "{query.trim()}". Is yours missing?{' '}
            <a href="/addSchool" className="font-semibold">
              Add Your School
            </a>
          </p>
        )}
        <ul ref={listRef} id={listId} role="listbox" aria-label="Suggestions" hidden={!showList} className="max-h-80 overflow-y-auto py-1">
          {hits.map((hit, index) => (
            <li
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-700 text-white' : 'hover:bg-brand-50'}`}
              // Keep the focus in the box; the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(hit)}
            >
              <span className="block font-medium">{hit.name}</span>
              <span className={`block text-sm ${index === active ? 'text-brand-50' : 'text-slate-700'}`}>{hit.country}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export interface PickedUniversity {
  id: number;
  name: string;
}

export interface UniversityPickerProps {
  id: string;
  label: string;
  value: PickedUniversity | null;
  onChange: (value: PickedUniversity | null) => void;
  placeholder?: string;
}

/** Chooses one university: at most 5 suggestions; editing the text drops the choice. */
export default function UniversityPicker({ id, label, value, onChange, placeholder = 'Type a university name' }: UniversityPickerProps) {
  return (
    <UniversityCombobox
      id={id}
      label={label}
      limit={COMPARE_PICKER_MAX}
      initialText={value?.name ?? ''}
      placeholder={placeholder}
      onPick={(hit) => onChange({ id: hit.id, name: hit.name })}
      onType={() => value && onChange(null)}
    />
  );
}
