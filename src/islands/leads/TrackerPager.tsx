/**
 * The status tracker's paginator (spec §2, §9): Previous, the page slots of the one `paginate`
 * function (every page when 5 or fewer, else first, last, neighbours and ellipses), Next.
 * Buttons, since the tracker pages on the client, in the lists' look (PAGER_LOOK).
 */
import { PAGER_LOOK, paginate } from '~/lib/paginator';

export function TrackerPager(props: { page: number; count: number; onPage: (page: number) => void }) {
  const { page, count, onPage } = props;
  if (count <= 1) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1">
      <li>
        <button type="button" className={page <= 1 ? PAGER_LOOK.off : PAGER_LOOK.link} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
      </li>
      {paginate(page, count).map((item, i) =>
        item === 'ellipsis' ? (
          <li key={`gap-${i}`} className={PAGER_LOOK.gap} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item}>
            <button
              type="button"
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              className={item === page ? PAGER_LOOK.current : PAGER_LOOK.link}
              onClick={() => onPage(item)}
            >
              {item}
            </button>
          </li>
        ),
      )}
      <li>
        <button type="button" className={page >= count ? PAGER_LOOK.off : PAGER_LOOK.link} disabled={page >= count} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </li>
    </ul>
  );
}
