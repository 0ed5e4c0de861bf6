/**
 * The one "More" menu of list rows (issue 26), as the WAI-ARIA menu button pattern: actionCell
 * (components/list/cells.ts) draws a button (`aria-haspopup="menu"`, `popovertarget`) followed by its `[popover][role=menu]` of
 * `data-action` menu items, so the browser opens and light-dismisses it with no script, in the top
 * layer (above the table frame's clipping), and the action channel runs an item like any button.
 * This listener adds the rest, in a few hundred bytes: `aria-expanded`; the place under its button
 * (over it in the lower half of the screen); ArrowDown on the button opens it too; focus on the
 * first item; ArrowUp/ArrowDown (wrapping), Home/End between items; Esc and Tab close it with focus
 * back on its button; and an item's click closes it first, so a dialog it opens gives focus back to
 * the button.
 */

const MENU = "[role=menu][popover]";

const itemsOf = (menu: Element) => [
  ...menu.querySelectorAll<HTMLElement>("[role=menuitem]"),
];
const buttonOf = (menu: Element) => menu.previousElementSibling as HTMLElement;

function close(menu: HTMLElement): void {
  buttonOf(menu).focus();
  menu.hidePopover();
}

/** Makes every row's "More" menu work by keyboard and place itself (browser only; once per page). */
export function listenForMenus(): void {
  const on = (
    type: string,
    handle: (menu: HTMLElement, open: boolean) => void,
  ) =>
    document.addEventListener(
      type,
      (event) =>
        (event.target as Element).matches?.(MENU) &&
        handle(
          event.target as HTMLElement,
          (event as ToggleEvent).newState === "open",
        ),
      true,
    );
  on("beforetoggle", (menu, open) => {
    const box = buttonOf(menu).getBoundingClientRect();
    const page = document.documentElement;
    const below = box.top < innerHeight / 2;
    buttonOf(menu).setAttribute("aria-expanded", String(open));
    // Absolute in the top layer is relative to the first screen, so it scrolls with the page.
    menu.style.right = `${Math.max(4, page.clientWidth - box.right)}px`;
    menu.style.top = below ? `${box.bottom + scrollY + 4}px` : "auto";
    menu.style.bottom = below
      ? "auto"
      : `${page.clientHeight - box.top - scrollY + 4}px`;
  });
  on("toggle", (menu, open) => open && itemsOf(menu)[0]?.focus());
  document.addEventListener("keydown", (event) => {
    const target = event.target as HTMLElement;
    const { key } = event;
    const menu = target.closest<HTMLElement>(MENU);
    if (key === "ArrowDown" && target.matches("[aria-haspopup=menu]")) {
      event.preventDefault();
      document
        .getElementById(target.getAttribute("popovertarget")!)
        ?.showPopover();
    } else if (menu) {
      const items = itemsOf(menu);
      const to = (
        {
          ArrowDown: items.indexOf(target) + 1,
          ArrowUp: items.indexOf(target) - 1,
          Home: 0,
          End: -1,
        } as Record<string, number>
      )[key];
      if (to !== undefined) items.at(to % items.length)?.focus();
      if (to !== undefined || key === "Escape") event.preventDefault();
      if (key === "Escape" || key === "Tab") close(menu);
    }
  });
  document.addEventListener(
    "click",
    (event) => {
      const item = (event.target as Element).closest?.("[role=menuitem]");
      if (item) close(item.closest<HTMLElement>(MENU)!);
    },
    true,
  );
}
