/**
 * The command palette (issue 29 §1): one combobox in the dialog shell, its results grouped by type
 * with the query's matches marked, or with an empty query the user's recent pages and records. Up
 * and Down move, Enter opens, Esc closes and gives the focus back. It hydrates on the first Ctrl+K,
 * ⌘K or click of the top bar's search button (client:event), opens at once, and opens again on each
 * later PALETTE_EVENT.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { toastFailure } from '~/lib/api/run-action';
import { PALETTE_EVENT } from '~/lib/events';
import { searchApi, SEARCH_FAILED } from '~/lib/search/api';
import { highlightParts } from '~/lib/search/highlight';
import { SEARCH_GROUP_LABELS, SEARCH_Q_MAX, type SearchResult } from '~/lib/search/model';
import { ModalDialog } from '~/islands/ModalDialog';
import { $recents, recentsOf, recordRecent } from '~/stores/recents';
import { useClientStore } from '~/stores/use-client-store';

/** How long typing pauses before the search is asked. */
const DEBOUNCE_MS = 150;

const api = searchApi(browserHttp);

interface Group {
  label: string;
  items: { item: SearchResult; index: number }[];
}

/** `items` in runs of one type, each under its heading (the recents are one group). */
function groupsOf(items: readonly SearchResult[], recent: boolean): Group[] {
  const groups: Group[] = [];
  items.forEach((item, index) => {
    const label = recent ? 'Recent' : SEARCH_GROUP_LABELS[item.type];
    const last = groups.at(-1);
    if (last?.label === label) last.items.push({ item, index });
    else groups.push({ label, items: [{ item, index }] });
  });
  return groups;
}

function Marked({ text, q }: { text: string; q: string }) {
  return (
    <>
      {highlightParts(text, q).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-amber-100 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export default function CommandPalette({ userId }: { userId: string }) {
  const id = useId();
  const [open, setOpen] = useState(true);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ q: string; data: SearchResult[] } | null>(null);
  const [active, setActive] = useState(0);
  const recents = recentsOf(useClientStore($recents, {}), userId);
  const asked = useRef(0);
  const query = q.trim();

  useEffect(() => {
    const reopen = () => setOpen(true);
    window.addEventListener(PALETTE_EVENT, reopen);
    return () => window.removeEventListener(PALETTE_EVENT, reopen);
  }, []);

  useEffect(() => {
    const ask = ++asked.current;
    if (!query) return setFound(null);
    const timer = setTimeout(() => {
      api.search(query).then(
        (body) => ask === asked.current && setFound({ q: query, data: body.data }),
        (error: unknown) => ask === asked.current && toastFailure(error, { fallback: SEARCH_FAILED }),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const showingRecents = !query;
  const items = showingRecents ? recents : (found?.data ?? []);
  const marked = showingRecents ? '' : (found?.q ?? '');
  useEffect(() => setActive(0), [found, showingRecents]);

  const close = () => {
    setOpen(false);
    setQ('');
  };
  const openItem = (item: SearchResult) => {
    recordRecent(userId, item);
    close();
    window.location.assign(item.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move && items.length) {
      event.preventDefault();
      setActive((active + move + items.length) % items.length);
    } else if (event.key === 'Enter' && items[active]) {
      event.preventDefault();
      openItem(items[active]);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const listbox = `${id}-listbox`;
  const waiting = Boolean(query) && found?.q !== query;
  const empty = showingRecents ? 'Pages and records you open show here.' : waiting ? 'Searching…' : `Nothing found for “${query}”.`;

  // Keeps the active option in view as Up and Down move past the list's edge.
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  return (
    <ModalDialog open={open} title="Search" onClose={close} closeButton>
      <input
        type="text"
        role="combobox"
        aria-label="Search pages and records"
        aria-expanded={items.length > 0}
        aria-controls={listbox}
        aria-autocomplete="list"
        aria-activedescendant={items[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_Q_MAX}
        placeholder="Pages, customers, leads, resellers"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-base focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
      />
      <div role="listbox" id={listbox} aria-label={showingRecents ? 'Recent' : 'Results'} className="mt-3 max-h-[60vh] overflow-y-auto">
        {groupsOf(items, showingRecents).map((group) => (
          <div role="group" key={`${group.label}-${group.items[0]?.index}`} aria-labelledby={`${id}-group-${group.items[0]?.index}`} className="mb-2">
            <div id={`${id}-group-${group.items[0]?.index}`} role="presentation" className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {group.label}
            </div>
            {group.items.map(({ item, index }) => (
              <div
                key={`${item.type}-${item.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => openItem(item)}
                className={`cursor-pointer rounded-md px-2 py-1.5 ${index === active ? 'bg-primary/10 ring-1 ring-primary/40' : ''}`}
              >
                <div className="truncate font-medium text-slate-900">
                  <Marked text={item.title} q={marked} />
                </div>
                {item.subtitle && (
                  <div className="truncate text-xs text-slate-600">
                    <Marked text={item.subtitle} q={marked} />
                  </div>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      {items.length === 0 && (
        <p role="status" className="px-2 py-3 text-slate-600">
          {empty}
        </p>
      )}
    </ModalDialog>
  );
}
