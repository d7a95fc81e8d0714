import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Typing waits this long before the URL follows it; Enter commits at once. */
export const URL_TEXT_DELAY_MS = 400;

/** Where a commit's navigation carries its mark (`location.state`). */
const COMMIT_MARK = 'urlTextCommit';

/** What the caller passes on to its navigation (`setSearchParams(…, navigation)`). */
export interface CommitNavigation {
  state: { [COMMIT_MARK]: string };
}

interface Options {
  /** The text the URL holds now. */
  value: string;
  /**
   * Puts a text into the URL (a navigation); called with the normalised text and the options
   * the navigation must be made with (they mark it as this commit's).
   */
  onCommit: (text: string, navigation: CommitNavigation) => void;
  /** The text as the URL will hold it (e.g. trimmed): no commit when the URL already has it. */
  normalize?: (text: string) => string;
  delay?: number;
}

interface Commit {
  mark: string;
  text: string;
}

const same = (text: string) => text;

/** Marks unique in the tab: history entries of an earlier load of the page keep theirs. */
const PAGE_LOAD = Math.random().toString(36).slice(2, 10);
let commits = 0;

function markOf(state: unknown): string | undefined {
  const mark = (state as Record<string, unknown> | null)?.[COMMIT_MARK];
  return typeof mark === 'string' ? mark : undefined;
}

/**
 * A text box whose text goes into the URL after a pause in typing (a search box, a filter).
 * What is typed is the source of truth: the URL follows it. Each commit's navigation carries
 * a mark of its own: a location that is the arrival of one of this box's commits (late on a
 * slow phone, after the user went on typing; or skipped, when a later one overtook it) never
 * touches the box; nor does any navigation while typed text waits for its commit. Any other
 * navigation (Back, Forward, "Limpiar filtros") shows the URL's text in the box.
 *
 * Navigations are told apart by the location's key and the mark, and handled once a location
 * is on screen (a layout effect), never while rendering: React Router renders locations in
 * transitions, and state adjusted during a render of a location not yet shown was kept by
 * the renders of the location still shown, which then took the box for changed by hand
 * (issue 28.8). What the hook remembers between renders (commits on their way, typed since
 * the last commit) is not drawn: refs, changed by events, effects and the timer only.
 */
export function useUrlSyncedText({
  value,
  onCommit,
  normalize = same,
  delay = URL_TEXT_DELAY_MS,
}: Options) {
  const location = useLocation();
  const [draft, setDraft] = useState(value);
  /** Commits whose navigation has not been on screen yet, oldest first. */
  const pending = useRef<Commit[]>([]);
  /** Typed since the last commit, and the last text typed. */
  const typed = useRef(false);
  const lastTyped = useRef<string | null>(null);
  /** The location (its key) last handled: every navigation has a new one. */
  const seen = useRef(location.key);

  useLayoutEffect(() => {
    if (seen.current === location.key) return;
    seen.current = location.key;
    const mark = markOf(location.state);
    const arrived = pending.current.findIndex((commit) => commit.mark === mark);
    if (arrived >= 0) {
      // One of this box's commits (and any it overtook): the box already shows it, or more.
      pending.current = pending.current.slice(arrived + 1);
      return;
    }
    pending.current = [];
    if (!typed.current) setDraft((text) => (normalize(text) === value ? text : value));
  }, [location.key, location.state, value, normalize]);

  const commit = () => {
    // Text typed after the one drawn here (not drawn yet) waits for its own commit.
    if (lastTyped.current === draft) typed.current = false;
    const text = normalize(draft);
    // Where the URL is going: the last commit not on screen yet, else where it is.
    const target = pending.current.at(-1)?.text ?? value;
    if (text === target) return;
    const mark = `${PAGE_LOAD}-${++commits}`;
    pending.current = [...pending.current, { mark, text }];
    onCommit(text, { state: { [COMMIT_MARK]: mark } });
  };
  const commitLater = useEffectEvent(commit);

  // Typed text is committed after the pause (not when the URL has it already).
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(commitLater, delay);
    return () => clearTimeout(timer);
  }, [draft, delay]);

  return {
    /** The box's text. */
    text: draft,
    /** The user typed. */
    onChange: (text: string) => {
      typed.current = true;
      lastTyped.current = text;
      setDraft(text);
    },
    /** Commit now (Enter). */
    flush: commit,
  };
}
