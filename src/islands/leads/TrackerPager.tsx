/**
 * The status tracker's paginator (spec §2, §9): Previous, the page slots of the one `paginate`
 * function (every page when 5 or fewer, else first, last, neighbours and ellipses), Next.
 * Buttons, since the tracker pages on the client; styled like components/Paginator.astro.
 */
import { paginate } from '~/lib/paginator';

const CELL = 'flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm';
const IDLE = `${CELL} border border-slate-300 hover:bg-slate-100 disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-transparent`;

export function TrackerPager(props: { page: number; count: number; onPage: (page: number) => void }) {
  const { page, count, onPage } = props;
  if (count <= 1) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1">
      <li>
        <button type="button" className={IDLE} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
      </li>
      {paginate(page, count).map((item, i) =>
        item === 'ellipsis' ? (
          <li key={`gap-${i}`} className={`${CELL} text-slate-500`} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item}>
            <button
              type="button"
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              className={item === page ? `${CELL} bg-primary text-white` : IDLE}
              onClick={() => onPage(item)}
            >
              {item}
            </button>
          </li>
        ),
      )}
      <li>
        <button type="button" className={IDLE} disabled={page >= count} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </li>
    </ul>
  );
}
