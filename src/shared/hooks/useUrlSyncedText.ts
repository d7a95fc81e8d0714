import { useEffect, useEffectEvent, useState } from 'react';

/** Typing waits this long before the URL follows it; Enter commits at once. */
export const URL_TEXT_DELAY_MS = 400;

interface Options {
  /** The text the URL holds now. */
  value: string;
  /** Puts a text into the URL (a navigation); called with the normalised text. */
  onCommit: (text: string) => void;
  /** The text as the URL will hold it (e.g. trimmed), to recognise the URL's echo of a commit. */
  normalize?: (text: string) => string;
  delay?: number;
}

interface State {
  draft: string;
  /** The URL's text when last seen. */
  seen: string;
  /** Texts committed that the URL has not shown yet, oldest first. */
  pending: string[];
  /** Typed since the last commit. */
  dirty: boolean;
}

const same = (text: string) => text;

/**
 * A text box whose text goes into the URL after a pause in typing (a search box, a filter).
 * What is typed is the source of truth: the URL follows it. A change of the URL that is the
 * echo of an earlier commit (a navigation that arrives while the user goes on typing, late on
 * a slow phone) never resets the box; nor does any change while typed text waits for its
 * commit. Any other change of the URL (Back, Forward, "Limpiar filtros") shows in the box.
 */
export function useUrlSyncedText({
  value,
  onCommit,
  normalize = same,
  delay = URL_TEXT_DELAY_MS,
}: Options) {
  const [state, setState] = useState<State>({
    draft: value,
    seen: value,
    pending: [],
    dirty: false,
  });
  let current = state;
  if (state.seen !== value) {
    const echo = state.pending.indexOf(value);
    current =
      echo >= 0
        ? { ...state, seen: value, pending: state.pending.slice(echo + 1) }
        : {
            seen: value,
            pending: [],
            dirty: state.dirty,
            draft: state.dirty || normalize(state.draft) === value ? state.draft : value,
          };
    setState(current);
  }

  const commit = () => {
    const text = normalize(current.draft);
    // Where the URL is going: the last commit not shown yet, else where it is.
    const target = current.pending.at(-1) ?? value;
    setState((s) => ({
      ...s,
      dirty: false,
      pending: text === target ? s.pending : [...s.pending, text],
    }));
    if (text !== target) onCommit(text);
  };
  const commitLater = useEffectEvent(commit);

  useEffect(() => {
    if (!state.dirty) return;
    const timer = setTimeout(commitLater, delay);
    return () => clearTimeout(timer);
  }, [state.dirty, state.draft, delay]);

  return {
    /** The box's text. */
    text: current.draft,
    /** The user typed. */
    onChange: (text: string) => setState((s) => ({ ...s, draft: text, dirty: true })),
    /** Commit now (Enter). */
    flush: commit,
  };
}
